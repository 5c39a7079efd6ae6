// Both packages are CommonJS without types: named exports under ESM, the same object as default under CJS.
declare module 'snowball-stemmers' {
  interface Snowball {
    newStemmer(algorithm: string): { stem(word: string): string };
    algorithms(): string[];
  }
  export const newStemmer: Snowball['newStemmer'] | undefined;
  const snowball: Snowball | undefined;
  export default snowball;
}

declare module 'stopword' {
  const lists: Record<string, string[] | undefined> | undefined;
  export default lists;
}

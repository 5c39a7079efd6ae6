declare module 'snowball-stemmers' {
  const snowball: {
    newStemmer(algorithm: string): { stem(word: string): string };
    algorithms(): string[];
  };
  export default snowball;
}

declare module 'stopword' {
  const lists: Record<string, string[] | undefined>;
  export default lists;
}

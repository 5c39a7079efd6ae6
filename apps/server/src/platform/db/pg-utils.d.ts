/** node-postgres's own conversion of a parameter to what it sends (exported by the package, untyped by @types/pg). */
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}

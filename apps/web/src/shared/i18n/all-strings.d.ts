/** `locales/<locale>.json?all`: a whole locale file as its own module (the first load imports only some sections). */
declare module '*.json?all' {
  import type { ResourceKey } from 'i18next';

  const strings: ResourceKey;
  export default strings;
}

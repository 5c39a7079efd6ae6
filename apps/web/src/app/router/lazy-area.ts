import { lazy, type ComponentType } from 'react';
import { areaStrings } from '../../shared/i18n/i18n';

/**
 * A screen that loads when first opened, together with the strings of the areas beyond the first load
 * (sign-in and the dashboard ship only their own; see shared/i18n/i18n.ts).
 */
export function lazyArea<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component] = await Promise.all([load(), areaStrings()]);
    return { default: Component };
  });
}

/** Joins class names, skipping falsy ones, so components can add state classes inline. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/**
 * The stand-ins that templates and examples ship in place of a credential (deploy/k8s's secret template,
 * the docs): `REPLACE_ME`, `changeme`, `sk_live_xxx`, `whsec_example`. A process given one in production
 * would start on a credential that cannot work, or on one anybody can read in the repository. (Not `<…>`:
 * `SMTP_FROM` is rightly `Name <address>`.)
 */
const PLACEHOLDER = /(?<![a-z])(?:replace|change)[_-]?me(?![a-z])|\b(?:sk|pk|rk|whsec)_(?:live_|test_)?(?:example|placeholder|x{3,}|\.{3})(?!\w)/i;

/**
 * The variables whose value is a placeholder, each as a problem line naming the variable (never its value:
 * the line ends up in logs).
 */
export function placeholderProblems(values: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(values)
    .filter(([, value]) => typeof value === 'string' && PLACEHOLDER.test(value))
    .map(([name]) => `${name}: holds a template's placeholder, not a value: set the real one (refused in production)`);
}

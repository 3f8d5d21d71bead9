/**
 * PostCSS plugin for a remote's stylesheet: puts every Tailwind utility under the remote's root class
 * (`.mfe-lockin .flex-col`).
 *
 * Why: the shell and each remote generate their own utilities. Two unscoped copies in one page fight by
 * source order, so a remote's later `.flex-col` would beat the shell's `sm:flex-row` on the shell's own
 * footer. Scoped, a remote's rules only reach its own subtree and win there (higher specificity), and
 * because the remote's sheet also covers the ui-kit sources, every class inside the subtree comes from
 * one sheet in Tailwind's intended order.
 */
export function scopeRemoteUtilities(scopeClass) {
  return {
    postcssPlugin: 'scope-remote-utilities',
    Once(root, { Rule, Declaration }) {
      root.walkAtRules('layer', (layer) => {
        if (layer.params !== 'utilities') return;
        layer.walkRules((rule) => {
          if (insideRuleOrKeyframes(rule)) return; // nested `&:hover` rules follow their already-scoped parent
          rule.selectors = rule.selectors.map((selector) => `.${scopeClass} ${selector}`);
        });
      });
      // The root element is a wrapper only: it must not change the layout it sits in.
      root.append(new Rule({ selector: `.${scopeClass}`, nodes: [new Declaration({ prop: 'display', value: 'contents' })] }));
    },
  };
}
scopeRemoteUtilities.postcss = true;

function insideRuleOrKeyframes(node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'rule') return true;
    if (parent.type === 'atrule' && /keyframes$/i.test(parent.name)) return true;
  }
  return false;
}

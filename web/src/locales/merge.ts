/** A locale tree: nested keys down to strings. */
export type LocaleTree = { [key: string]: string | LocaleTree };

/** Deep merge of locale trees; a feature file may add keys to a shared section such as `msg`. */
export function mergeLocales(...trees: LocaleTree[]): LocaleTree {
  const merge = (target: LocaleTree, source: LocaleTree): LocaleTree => {
    for (const [key, value] of Object.entries(source)) {
      const existing = target[key];
      target[key] =
        typeof value === 'object' && typeof existing === 'object' ? merge({ ...existing }, value) : value;
    }
    return target;
  };
  return trees.reduce((acc, tree) => merge(acc, tree), {} as LocaleTree);
}

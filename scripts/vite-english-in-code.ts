import type { Plugin } from 'vite';

/**
 * Keeps each English text in the code that shows it, not in a catalog every screen downloads (decision 042).
 *
 * The Lingui macros keep a message's English beside its id in the built code (`descriptorFields: 'message'`), so a
 * plain text needs nothing more: Lingui shows it as it is. An English catalog then only has to carry the messages
 * that must be compiled to be shown (placeholders, plurals, tags). This plugin drops the plain ones from every
 * compiled English `.po`: without it, a screen's code-split catalog would bring the English of all its feature's
 * other screens, and the first script that of every shared component.
 */
export function englishInCode(): Plugin {
  return {
    name: 'sebenza-english-in-code',
    enforce: 'post',
    transform(code, id) {
      // The app's catalogs only: the Worker is not downloaded by readers and keeps its English catalog whole.
      if (!/\/web\/src\/.*\/en\.po$/.test(id)) return null;
      const compiled = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(code);
      if (!compiled) throw new Error(`${id}: the compiled catalog is not in the form this plugin reads.`);
      const messages = JSON.parse(JSON.parse(compiled[1]!) as string) as Record<string, unknown>;
      const needCompiling = Object.fromEntries(Object.entries(messages).filter(([, message]) => !isPlainText(message)));
      const literal = JSON.stringify(JSON.stringify(needCompiling));
      return { code: code.replace(compiled[0], `JSON.parse(${literal})`), map: null };
    },
  };
}

/** A compiled message that is only text: a string, or a list of one string (how Lingui compiles a plain message). */
function isPlainText(message: unknown): boolean {
  return (
    typeof message === 'string' || (Array.isArray(message) && message.length === 1 && typeof message[0] === 'string')
  );
}

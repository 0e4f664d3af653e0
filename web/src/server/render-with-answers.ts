import type { RenderLanguage } from '../../../schema/contract/app-languages.ts';
import { renderPage } from './render-page.tsx';

/**
 * For tests: a public page as the Worker renders it for a visitor, in `language`, its reads answered from `answers`
 * (the JSON of each API path it reads). A read the test did not answer fails the test, unless `unanswered` is
 * 'not-found' (a page that reads and tolerates a 404). Answers the whole page's HTML.
 */
export async function renderWithAnswers(
  path: string,
  answers: Record<string, unknown>,
  language: RenderLanguage,
  { unanswered = 'fail' }: { unanswered?: 'fail' | 'not-found' } = {},
): Promise<string> {
  const rendered = await renderPage({
    url: `https://sebenza.test${path}`,
    fetchApi: async (url) => {
      const read = new URL(url, 'https://sebenza.test').pathname;
      if (read in answers) return Response.json(answers[read]);
      if (unanswered === 'not-found') return Response.json({ message: 'Not found.' }, { status: 404 });
      throw new Error(`${path} read ${read}, which this test does not answer.`);
    },
    dataSaver: false,
    member: null,
    language,
  });
  if (!rendered) throw new Error(`${path} was not rendered on the server.`);
  return rendered.html;
}

/** The page's main content only (the layout has tests of its own). */
export const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

/**
 * What `site serve` shows in watch mode while the project cannot be loaded or a page cannot be
 * rendered. Live reload replaces it once a save fixes the problem.
 */
import { formatDiagnostic, toDiagnostics } from '../diagnostics';
import { escapeHtml } from '../html-text';

export interface StatusPage {
  status: number;
  html: string;
}

/** The build's problems, as the terminal shows them. */
export function buildErrorPage(error: unknown): StatusPage {
  const problems = toDiagnostics(error).map((diagnostic) => formatDiagnostic(diagnostic));
  const body = `<pre>${escapeHtml(problems.join('\n\n'))}</pre>\n<p>Fix the problem and save: this page reloads when the build succeeds.</p>`;
  return { status: 500, html: page('The build failed', body) };
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${title}</title></head>\n<body>\n<h1>${title}</h1>\n${body}\n</body>\n</html>\n`;
}

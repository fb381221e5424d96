/**
 * The one frame of every mail the app writes (notifications, the remittance advice, the digest):
 * the same parts as plain text and as simple HTML. Every value is escaped in the HTML; the texts
 * themselves come from the contract (messages/notifications.ts).
 */
export interface MailTable {
  columns: string[];
  rows: string[][];
  /** Columns aligned right (amounts), by index. */
  right?: number[];
}

export interface MailParts {
  /** The heading: the company the mail is sent for. */
  company: string;
  greeting: string;
  title: string;
  paragraphs: string[];
  table?: MailTable;
  /** An absolute link into the app, and the words on it. */
  link?: { url: string; label: string } | null;
  /** Small print at the end; `footerLink` follows it (the digest's unsubscribe link). */
  footer: string;
  footerLink?: string;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function textTable(table: MailTable): string[] {
  const widths = table.columns.map((c, i) =>
    Math.max(c.length, ...table.rows.map((r) => (r[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        table.right?.includes(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(table.columns), ...table.rows.map(line)];
}

function htmlTable(table: MailTable): string {
  const cell = (tag: 'th' | 'td', text: string, i: number) =>
    `<${tag} style="border:1px solid #ccc;padding:4px 8px;text-align:${table.right?.includes(i) ? 'right' : 'left'}">${escapeHtml(text)}</${tag}>`;
  const head = `<tr>${table.columns.map((c, i) => cell('th', c, i)).join('')}</tr>`;
  const body = table.rows.map((r) => `<tr>${r.map((c, i) => cell('td', c, i)).join('')}</tr>`).join('');
  return `<table style="border-collapse:collapse;margin:8px 0">${head}${body}</table>`;
}

export function renderMail(parts: MailParts): { text: string; html: string } {
  const text = [
    parts.company,
    '',
    parts.greeting,
    '',
    parts.title,
    ...parts.paragraphs.flatMap((p) => ['', p]),
    ...(parts.table ? ['', ...textTable(parts.table)] : []),
    ...(parts.link ? ['', `${parts.link.label}: ${parts.link.url}`] : []),
    '',
    '--',
    parts.footer,
    ...(parts.footerLink ? [parts.footerLink] : []),
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">',
    `<p style="color:#555;font-size:12px">${escapeHtml(parts.company)}</p>`,
    `<p>${escapeHtml(parts.greeting)}</p>`,
    `<p><strong>${escapeHtml(parts.title)}</strong></p>`,
    ...parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    parts.table ? htmlTable(parts.table) : '',
    parts.link ? `<p><a href="${escapeHtml(parts.link.url)}">${escapeHtml(parts.link.label)}</a></p>` : '',
    `<hr><p style="color:#777;font-size:12px">${escapeHtml(parts.footer)}`,
    parts.footerLink ? ` <a href="${escapeHtml(parts.footerLink)}">${escapeHtml(parts.footerLink)}</a>` : '',
    '</p></body></html>',
  ].join('');
  return { text, html };
}

import './notice.css';

/**
 * Rich text of a notice or message. The desk service sanitizes it before storing (no scripts, no
 * event handlers, only http/https/data:image sources), so it is shown as the server sends it.
 */
export function HtmlContent({ html }: { html: string }) {
  return <div className="beree-rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}

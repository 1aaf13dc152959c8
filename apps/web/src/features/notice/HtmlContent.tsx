import DOMPurify from 'dompurify';
import './notice.css';

/**
 * Rich text of a notice or message. The desk service cleans it on the way in and out; the page
 * cleans it once more before inserting it, so whatever reaches the browser cannot run script.
 */
export function HtmlContent({ html }: { html: string }) {
  return <div className="beree-rich-text" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

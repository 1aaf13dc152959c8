// @vitest-environment jsdom
// DOMPurify needs a DOM that parses as browsers do: happy-dom lets it pass everything through.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HtmlContent } from './HtmlContent';

describe('rich text', () => {
  it('inserts no script, event handler or script address, whatever the html it is given', () => {
    const { container } = render(<HtmlContent html={'<p>盘点<strong>暂停</strong></p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">点此</a>'} />);
    const shown = container.querySelector('.beree-rich-text')!;
    expect(shown.querySelector('strong')).toHaveTextContent('暂停');
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.querySelector('img')!.getAttribute('onerror')).toBeNull();
    expect(shown.querySelector('a')!.getAttribute('href')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../src/content/sanitize-html.ts';

describe('server-side HTML sanitising', () => {
  it('keeps formatting, lists and safe links', () => {
    const html = '<h3>Requirements</h3><p>A <strong>master</strong> degree.</p><ul><li>Python</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<a href="https://uni.example/apply">Apply</a>')).toBe(
      '<a href="https://uni.example/apply" rel="noopener noreferrer nofollow" target="_blank">Apply</a>',
    );
  });

  it('removes scripts, event handlers, styles and dangerous URLs', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi<script>alert(1)</script></p>' +
      '<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)><iframe src="https://evil"></iframe>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toBe('<p>Hi</p><a rel="noopener noreferrer nofollow" target="_blank">x</a>');
  });

  it('demotes h1 so the page keeps one title', () => {
    expect(sanitizeHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });
});

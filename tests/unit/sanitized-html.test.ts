import { cleanHtml } from '@/components/content/sanitized-html';

describe('cleanHtml', () => {
  it('removes scripts and handlers', () => {
    expect(cleanHtml('<p onclick="x()">Hi</p><script>alert(1)</script><img src=x onerror="y()">')).toBe('<p>Hi</p><img src="x">');
  });

  it("fits the headings under the page's: the shallowest becomes h2, the rest keep their steps", () => {
    expect(cleanHtml('<h3 id="a">Care</h3><p>x</p><h4>Silk</h4><h3>Fit</h3>')).toBe('<h2 id="a">Care</h2><p>x</p><h3>Silk</h3><h2>Fit</h2>');
    expect(cleanHtml('<h1>Title</h1><h2>Part</h2>')).toBe('<h2>Title</h2><h3>Part</h3>');
    expect(cleanHtml('<h2>Already</h2><h3>Fine</h3>')).toBe('<h2>Already</h2><h3>Fine</h3>');
    expect(cleanHtml('<h2>Deep</h2><h6>Deeper</h6>', 3)).toBe('<h3>Deep</h3><h6>Deeper</h6>');
    expect(cleanHtml('<p>No <strong>headings</strong></p>')).toBe('<p>No <strong>headings</strong></p>');
  });
});

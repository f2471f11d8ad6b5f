import { describe, expect, it } from 'vitest';
import { clipboardPayload } from './clipboard-payload.ts';

describe('clipboardPayload', () => {
  it('gives a paragraph per reference with its styles and a line per reference as text', () => {
    const payload = clipboardPayload([
      { html: '1. Smith J. <i>Lancet</i>. 2020;<b>395</b>:1.', text: '1. Smith J. Lancet. 2020;395:1.' },
      { html: '2. Lee K. A &amp; B.<script>x</script>', text: '2. Lee K.\nA & B.' },
    ]);
    expect(payload.html).toBe(
      '<p>1. Smith J. <i>Lancet</i>. 2020;<b>395</b>:1.</p><p>2. Lee K. A &amp; B.x</p>',
    );
    expect(payload.plain).toBe('1. Smith J. Lancet. 2020;395:1.\n2. Lee K. A & B.');
  });

  it('is empty for no references', () => {
    expect(clipboardPayload([])).toEqual({ html: '', plain: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { sendEncrypted } from './encrypt-password.ts';

const refusal = (code: string) => new ApiError({ status: 400, code, detail: '' });

describe('sendEncrypted', () => {
  it('encrypts and sends once more after the server could not decrypt', async () => {
    let attempts = 0;
    const answer = await sendEncrypted(async () => {
      attempts += 1;
      if (attempts === 1) throw refusal('bad_request');
      return 'ok';
    });
    expect(answer).toBe('ok');
    expect(attempts).toBe(2);
  });

  it('gives up after the second refusal', async () => {
    let attempts = 0;
    const sending = sendEncrypted(async () => {
      attempts += 1;
      throw refusal('bad_request');
    });
    await expect(sending).rejects.toMatchObject({ code: 'bad_request' });
    expect(attempts).toBe(2);
  });

  it('does not retry any other failure', async () => {
    let attempts = 0;
    const sending = sendEncrypted(async () => {
      attempts += 1;
      throw refusal('invalid_credentials');
    });
    await expect(sending).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(attempts).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto-href.ts';

describe('mailtoHref', () => {
  it('encodes the subject, including non-Latin text', () => {
    expect(mailtoHref('help@galley.example')).toBe('mailto:help@galley.example');
    expect(mailtoHref('help@galley.example', '문의 & 질문?')).toBe(
      'mailto:help@galley.example?subject=%EB%AC%B8%EC%9D%98%20%26%20%EC%A7%88%EB%AC%B8%3F',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { realtimeUrl } from './realtime-url.ts';

describe('realtimeUrl', () => {
  it('follows the page: wss under https, ws under http, same host and port', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'galley.example' })).toBe('wss://galley.example/ws/');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/ws/');
  });
});

import { describe, expect, it } from 'vitest';
import { repeatedSlashAnswer, repeatedSlashApiPath } from '@/lib/api/node/repeated-slash-guard';

describe('API paths Next would redirect for a doubled slash or a backslash', () => {
  it.each([
    ['/api/v1//news.json', '/api/v1//news.json'],
    ['//api/v1/news.json', '//api/v1/news.json'],
    ['/api//v1/news.json', '/api//v1/news.json'],
    ['/api/v1\\news.json', '/api/v1\\news.json'],
    ['\\api\\v1\\news.json', '\\api\\v1\\news.json'],
    ['/api/v1//news.json?x=1', '/api/v1//news.json'],
    ['/api/v1/markets/logos//btc.svg', '/api/v1/markets/logos//btc.svg'],
    ['/x/..//api/v1/news.json', '/x/..//api/v1/news.json'],
  ])('%s is taken (as %s)', (url, rawPath) => {
    expect(repeatedSlashApiPath(url)).toBe(rawPath);
  });

  it.each([
    '/api/v1/news.json',
    '/api/v1/news.json/',
    '/api/v1/news.json?next=//x',
    '//sv/news/',
    '/news//x/',
    '\\sv\\',
    '/api/v2//x',
    '/api//x',
    '/api/v1/..//sv/',
  ])('%s is left to Next', (url) => {
    expect(repeatedSlashApiPath(url)).toBeNull();
  });

  it('answers by the API rules: JSON 404 with CORS naming the path as sent, and the preflight for OPTIONS', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', undefined]) {
      const answer = repeatedSlashAnswer(method, '/api/v1//news.json');
      expect(answer.status).toBe(404);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('location')).toBeNull();
      expect(answer.headers.get('access-control-expose-headers')).toBe('ETag');
      expect(await answer.json()).toEqual({
        error: 'not_found',
        message: 'No such document. Every document is listed in /api/v1/index.json.',
        path: '/api/v1//news.json',
        index: '/api/v1/index.json',
      });
    }
    const preflight = repeatedSlashAnswer('OPTIONS', '/api/v1//news.json');
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-expose-headers')).toBe('ETag');
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });
});

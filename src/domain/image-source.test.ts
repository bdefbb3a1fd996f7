import { describe, expect, it } from 'vitest';
import { isAllowedImageSource } from './image-source.ts';

describe('image sources (docs/behaviour/5-validation.md (Image sources) "Image sources accepted: http, https, or data URIs of jpeg or png")', () => {
  const cases: Array<[string, string | null | undefined, boolean]> = [
    ['http URL → accepted', 'http://example.org/a.png', true],
    ['https URL → accepted', 'https://example.org/a.jpg', true],
    ['HTTPS in capitals → accepted', 'HTTPS://example.org/a.jpg', true],
    ['data URI of png → accepted', 'data:image/png;base64,iVBORw0KGgo=', true],
    ['data URI of jpeg → accepted', 'data:image/jpeg;base64,/9j/4AAQ', true],
    ['data URI of jpg → accepted', 'data:image/jpg;base64,/9j/4AAQ', true],
    ['data URI of svg → rejected (can carry script)', 'data:image/svg+xml;base64,PHN2Zz4=', false],
    ['data URI of gif → rejected', 'data:image/gif;base64,R0lGOD=', false],
    ['data URI of html → rejected', 'data:text/html,<script>alert(1)</script>', false],
    ['javascript: → rejected', 'javascript:alert(1)', false],
    ['javascript: with leading space and tab → rejected', ' \tjavascript:alert(1)', false],
    ['https after NUL, unit separator and newline → accepted (they are ignored)', '\u0000\u001f\nhttps://example.org/a.png', true],
    ['https after "!" → rejected (not a control character)', '!https://example.org/a.png', false],
    ['relative path → rejected', '/images/a.png', false],
    ['protocol-relative → rejected', '//example.org/a.png', false],
    ['ftp → rejected', 'ftp://example.org/a.png', false],
    ['blob → rejected', 'blob:https://example.org/1', false],
    ['empty → rejected', '', false],
    ['missing → rejected', null, false],
  ];
  it.each(cases)('%s', (_name, src, allowed) => {
    expect(isAllowedImageSource(src)).toBe(allowed);
  });
});

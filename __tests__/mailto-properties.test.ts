import fc from 'fast-check';

import { mailCopy } from '@/lib/content-reader';
import { buildMailtoHref, composeEnquiryMail, type Enquiry } from '@/lib/mail/mailto';

/** Reads a mailto: URL the way a mail client does. */
function parseMailto(href: string) {
  const [address, query] = href.slice('mailto:'.length).split('?');
  const pairs = query.split('&').map((pair) => pair.split('='));
  return { address, pairs, params: Object.fromEntries(pairs.map(([key, value]) => [key, decodeURIComponent(value)])) };
}

const CRLF = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');

// Any UTF-16 text, lone surrogates from a broken paste included.
const anyText = fc.string({ unit: 'binary', maxLength: 400 });
const lineHeavyText = fc.array(fc.constantFrom('\r\n', '\n', '\r', '&', '?', '#', '%', '+', '=', '"', "'", 'bcc:', 'é', '⚡'), { maxLength: 60 }).map((parts) => parts.join(''));

describe('buildMailtoHref, for any subject and body', () => {
  it('keeps exactly one address and the two parameters, and round-trips the text', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, lineHeavyText), fc.oneof(anyText, lineHeavyText), (subject, body) => {
        const { address, pairs, params } = parseMailto(buildMailtoHref({ to: 'info@example.com', subject, body }));
        expect(address).toBe('info@example.com');
        expect(pairs.map(([key]) => key)).toEqual(['subject', 'body']);
        pairs.forEach((pair) => expect(pair).toHaveLength(2));
        expect(params.subject).toBe(subject.toWellFormed().replace(/\r\n|\r|\n/g, ' '));
        expect(params.body).toBe(CRLF(body.toWellFormed()));
      }),
      { numRuns: 500 },
    );
  });

  it('never lets an enquiry field become a header of its own', () => {
    const enquiry = fc.record<Enquiry>({
      firstName: anyText,
      lastName: anyText,
      email: anyText,
      company: anyText,
      role: anyText,
      subject: fc.oneof(anyText, lineHeavyText),
      message: fc.oneof(anyText, lineHeavyText),
    });
    fc.assert(
      fc.property(enquiry, (fields) => {
        const href = buildMailtoHref(composeEnquiryMail(fields, 'info@example.com', mailCopy));
        expect(href.match(/[?&][^=&]*=/g)).toEqual(['?subject=', '&body=']);
      }),
      { numRuns: 300 },
    );
  });
});

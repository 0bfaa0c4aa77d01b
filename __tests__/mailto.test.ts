import { mailCopy } from '@/lib/content-reader';
import { buildMailtoHref, composeEnquiryMail, formatMailForClipboard, type Enquiry } from '@/lib/mail/mailto';

/** Reads a mailto: URL the way a mail client does: address, then each `key=value` decoded. */
function parseMailto(href: string) {
  expect(href.startsWith('mailto:')).toBe(true);
  const [address, query] = href.slice('mailto:'.length).split('?');
  const pairs = query.split('&').map((pair) => pair.split('='));
  pairs.forEach((pair) => expect(pair).toHaveLength(2));
  return {
    address,
    keys: pairs.map(([key]) => key),
    params: Object.fromEntries(pairs.map(([key, value]) => [key, decodeURIComponent(value)])),
  };
}

const enquiry: Enquiry = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.com',
  company: 'Northern Transmission Co.',
  role: 'Planning engineer',
  subject: 'Cluster study',
  message: 'Please call me.',
};

/** Labels of the test's own: the site's are copy a marketer may change (lib/content/mail.yaml). */
const copy = {
  labels: { ...mailCopy.labels, name: 'Name', email: 'Email', company: 'Company', role: 'Role', message: 'Message' },
  notProvided: 'Not provided',
};

describe('composeEnquiryMail', () => {
  it('lists name, e-mail, company and role, a blank line, then the message', () => {
    const draft = composeEnquiryMail(enquiry, 'info@example.com', copy);
    expect(draft).toEqual({
      to: 'info@example.com',
      subject: 'Cluster study',
      body: [
        'Name: Ada Okafor',
        'Email: ada@example.com',
        'Company: Northern Transmission Co.',
        'Role: Planning engineer',
        '',
        'Message:',
        'Please call me.',
      ].join('\n'),
    });
  });

  it("says 'Not provided' for an empty or blank company and role", () => {
    const { body } = composeEnquiryMail({ ...enquiry, company: '', role: '   ' }, 'info@example.com', copy);
    expect(body).toContain('Company: Not provided\nRole: Not provided\n');
  });
});

describe('buildMailtoHref', () => {
  const hostile = [
    'a & b ? c # d % e + f = g',
    'He said "yes" and \'no\'',
    'Grüße aus Köln, 電力系統, شبكة, 🔌⚡️👩🏽‍🔧',
    '%0D%0Abcc:already-encoded@example.com',
    '100% sure; a+b=c; /path?x=1&y=2#frag',
  ];

  it.each(hostile)('round-trips a subject and body exactly: %s', (text) => {
    const mail = parseMailto(buildMailtoHref({ to: 'info@example.com', subject: text, body: text }));
    expect(mail.address).toBe('info@example.com');
    expect(mail.keys).toEqual(['subject', 'body']);
    expect(mail.params.subject).toBe(text);
    expect(mail.params.body).toBe(text);
  });

  it('sends every line break in the body as CRLF (RFC 6068)', () => {
    const href = buildMailtoHref({ to: 'a@b.c', subject: 's', body: 'one\ntwo\r\nthree\rfour' });
    expect(href).toContain('body=one%0D%0Atwo%0D%0Athree%0D%0Afour');
    expect(parseMailto(href).params.body).toBe('one\r\ntwo\r\nthree\r\nfour');
  });

  it('cannot be made to add a recipient or header through the subject', () => {
    const subject = 'Hello\r\nBcc: attacker@example.com&bcc=attacker@example.com&cc=x@example.com';
    const href = buildMailtoHref({ to: 'info@example.com', subject, body: 'Hi' });
    const mail = parseMailto(href);
    expect(mail.keys).toEqual(['subject', 'body']);
    expect(mail.address).toBe('info@example.com');
    expect(mail.params.subject).not.toMatch(/[\r\n]/);
    expect(mail.params.subject).toBe('Hello Bcc: attacker@example.com&bcc=attacker@example.com&cc=x@example.com');
  });

  it('escapes the characters encodeURIComponent leaves alone', () => {
    const href = buildMailtoHref({ to: 'a@b.c', subject: "!'()*", body: '' });
    expect(href).toBe('mailto:a@b.c?subject=%21%27%28%29%2A&body=');
  });
});

describe('formatMailForClipboard', () => {
  it('puts the address and subject above the body', () => {
    expect(formatMailForClipboard({ to: 'info@example.com', subject: 'Hi', body: 'Text' }, mailCopy.labels)).toBe(
      `${mailCopy.labels.to}: info@example.com\n${mailCopy.labels.subject}: Hi\n\nText`,
    );
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';

import { ContactForm } from '@/components/mail/contact-form';
import { announceMailHandoff } from '@/components/mail/mail-handoff';
import { contactCopy, mailCopy } from '@/lib/content-reader';
import { ENQUIRY_DRAFT_KEY } from '@/lib/mail/enquiry-draft';
import { MAIL_HANDOFF_EVENT, type MailHandoff } from '@/lib/mail/mail-form';
import { buildMailtoHref, composeEnquiryMail, handoffCopyOf, type Enquiry } from '@/lib/mail/mailto';

// The toast itself is sonner's; here it is enough to see it announced with the right mail.
jest.mock('@/components/mail/mail-handoff', () => ({ announceMailHandoff: jest.fn(), copyMailToClipboard: jest.fn() }));

const TO = 'info@example.com';
const form = <ContactForm to={TO} copy={contactCopy.form} />;

const enquiry: Enquiry = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.com',
  company: '',
  role: 'Planning engineer',
  subject: 'Cluster study & "N-1"?',
  message: 'Line one\nLine two: 電力 ⚡',
};
const expectedHref = (values: Enquiry) => buildMailtoHref(composeEnquiryMail(values, TO, mailCopy));

/**
 * The page as exported, before hydration: the form's server-rendered HTML, with the draft script
 * that follows the form run as the browser runs it while parsing, on every load.
 */
function loadStaticForm() {
  document.body.innerHTML = `<div id="page">${renderToString(form)}</div>`;
  const [, keepDraft] = document.querySelectorAll('script');
  new Function(keepDraft.text)();
  return document.getElementById('page')!;
}

const field = (name: keyof Enquiry) => screen.getByLabelText(new RegExp(`^${contactCopy.form.fields[name]}`));
const saveDraft = (draft: unknown) => sessionStorage.setItem(ENQUIRY_DRAFT_KEY, JSON.stringify(draft));

const typeInto = (values: Partial<Enquiry>) => {
  for (const [name, value] of Object.entries(values)) {
    (document.getElementsByName(name)[0] as HTMLInputElement).value = value;
  }
};

const handoffs: MailHandoff[] = [];

beforeAll(() => {
  // Opening the mail app is a navigation, which jsdom does not implement and reports as an error.
  jest.spyOn(console, 'error').mockImplementation((message) => {
    if (!String(message).includes('Not implemented: navigation')) throw new Error(String(message));
  });
  // The form's inline script, run once as the browser does while parsing: it listens on the document.
  loadStaticForm();
  new Function(document.querySelector('script')!.text)();
  document.addEventListener(MAIL_HANDOFF_EVENT, (event) => handoffs.push((event as CustomEvent<MailHandoff>).detail), true);
});

beforeEach(() => {
  handoffs.length = 0;
  sessionStorage.clear();
  jest.mocked(announceMailHandoff).mockClear();
});

describe('ContactForm', () => {
  it('sent before the page hydrates, builds the spec mail; once hydrated, the toast follows', async () => {
    const page = loadStaticForm();
    typeInto(enquiry);
    act(() => (document.querySelector('form') as HTMLFormElement).requestSubmit());
    expect(handoffs.map((handoff) => handoff.href)).toEqual([expectedHref(enquiry)]);
    expect(announceMailHandoff).not.toHaveBeenCalled();

    render(form, { container: page, hydrate: true });
    await screen.findByRole('button', { name: contactCopy.form.submit });
    await act(() => Promise.resolve());
    expect(announceMailHandoff).toHaveBeenCalledWith(composeEnquiryMail(enquiry, TO, mailCopy), handoffCopyOf(mailCopy));
  });

  it('keeps what is typed before the page hydrates through a reload, and hydration keeps it too', async () => {
    const user = userEvent.setup();
    loadStaticForm();
    await user.type(field('firstName'), 'Ada');
    await user.type(field('message'), 'Line one{Enter}Line two');

    const page = loadStaticForm();
    expect(field('firstName')).toHaveValue('Ada');
    expect(field('message')).toHaveValue('Line one\nLine two');
    expect(field('lastName')).toHaveValue('');

    render(form, { container: page, hydrate: true });
    await screen.findByRole('button', { name: contactCopy.form.submit });
    expect(field('firstName')).toHaveValue('Ada');
    expect(field('message')).toHaveValue('Line one\nLine two');
  });

  it('forgets the draft when the visitor clears the form', async () => {
    const user = userEvent.setup();
    saveDraft(enquiry);
    loadStaticForm();
    expect(field('subject')).toHaveValue(enquiry.subject);
    await user.click(screen.getByRole('button', { name: contactCopy.form.clear }));
    expect(field('subject')).toHaveValue('');
    loadStaticForm();
    expect(field('subject')).toHaveValue('');
  });

  it('ignores a malformed or foreign draft, and works without storage', async () => {
    sessionStorage.setItem(ENQUIRY_DRAFT_KEY, '{not json');
    loadStaticForm();
    expect(field('firstName')).toHaveValue('');
    saveDraft({ firstName: 'Ada', message: 42 });
    loadStaticForm();
    expect(field('firstName')).toHaveValue('Ada');
    expect(field('message')).toHaveValue('');

    const user = userEvent.setup();
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(denied);
    loadStaticForm();
    await user.type(field('firstName'), 'Ada');
    expect(field('firstName')).toHaveValue('Ada');
    getItem.mockRestore();
    setItem.mockRestore();
  });

  it('opens a long message whole and also offers to copy it; a short one gets no such notice', async () => {
    const user = userEvent.setup();
    const page = loadStaticForm();
    render(form, { container: page, hydrate: true });
    const send = screen.getByRole('button', { name: contactCopy.form.submit });
    for (const [name, value] of Object.entries(enquiry)) {
      if (value) await user.type(field(name as keyof Enquiry), value);
    }
    await user.click(send);
    expect(handoffs.map((handoff) => handoff.href)).toEqual([expectedHref(enquiry)]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const message = 'x'.repeat(5_000);
    typeInto({ message });
    await user.click(send);
    expect(handoffs[1].href).toBe(expectedHref({ ...enquiry, message }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Your mail app should open with the whole message\..*5,\d{3} characters.*info@example\.com/);
    expect(announceMailHandoff).toHaveBeenCalledTimes(2);
  });
});

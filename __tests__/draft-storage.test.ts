import { clearDraft, readDraft, saveDraft } from '@/lib/draft-storage';
import type { Enquiry } from '@/lib/mailto';

const draft: Enquiry = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.com',
  company: '',
  role: '',
  subject: 'Study',
  message: 'Line one\nLine two',
};

describe('draft storage', () => {
  beforeEach(() => sessionStorage.clear());

  it('gives back what was saved, until it is cleared', () => {
    saveDraft(draft);
    expect(readDraft()).toEqual(draft);
    clearDraft();
    expect(readDraft()).toEqual({});
  });

  it('ignores a malformed or foreign value instead of failing', () => {
    sessionStorage.setItem('contact-draft', '{not json');
    expect(readDraft()).toEqual({});
    sessionStorage.setItem('contact-draft', JSON.stringify({ firstName: 'Ada', message: 42 }));
    expect(readDraft()).toEqual({ firstName: 'Ada' });
  });

  it('keeps working when storage is unavailable', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readDraft()).toEqual({});
    expect(() => saveDraft(draft)).not.toThrow();
    getItem.mockRestore();
    setItem.mockRestore();
  });
});

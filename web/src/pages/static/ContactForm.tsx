// The contact form (spec sections 4 and 5): idle, sending ("Sending..."), then the "Message Received!"
// dialog with the form cleared. Sent only when every field passes; editing a field clears its error.
// A failed send is logged only (spec section 8, "Silent failures").
import { useId, useState, type FormEvent } from 'react';
import { sendContactMessage } from '../../api/contact.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { FOCUS_RING } from '../../components/ui/styles.ts';
import { CONTACT_MESSAGE_MAX, validateContact, type ContactErrors, type ContactFields } from './contact-form-rules.ts';

const EMPTY: ContactFields = { name: '', email: '', message: '' };

const INPUT = `mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 ${FOCUS_RING}`;

export function ContactForm() {
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [received, setReceived] = useState(false);
  const id = useId();

  const edit = (field: keyof ContactFields, value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const rest = { ...current };
      delete rest[field];
      return rest;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContact(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['name', 'email', 'message'] as const).find((field) => found[field]);
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendContactMessage(fields);
      setFields(EMPTY);
      setReceived(true);
    } catch (error) {
      console.error('Contact message not sent:', error);
    } finally {
      setSending(false);
    }
  };

  const field = (name: keyof ContactFields) => ({
    id: `${id}-${name}`,
    name,
    value: fields[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: `${INPUT} ${errors[name] ? 'border-red-600' : 'border-slate-300'}`,
  });

  const error = (name: keyof ContactFields) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    );

  return (
    <>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} className="space-y-5">
        <h2 id={`${id}-title`} className="text-xl font-semibold text-brand-900">
          Send us a message
        </h2>
        <div>
          <label htmlFor={`${id}-name`} className="font-medium text-slate-800">
            Name
          </label>
          <input type="text" autoComplete="name" {...field('name')} onChange={(e) => edit('name', e.target.value)} />
          {error('name')}
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="font-medium text-slate-800">
            Email
          </label>
          <input
            type="email"
            autoComplete="email"
            {...field('email')}
            onChange={(e) => edit('email', e.target.value)}
          />
          {error('email')}
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="font-medium text-slate-800">
            Message
          </label>
          <textarea rows={6} {...field('message')} onChange={(e) => edit('message', e.target.value)} />
          <div className="flex justify-between gap-4">
            <div>{error('message')}</div>
            <p className="mt-1 shrink-0 text-sm text-slate-600">
              {fields.message.length}/{CONTACT_MESSAGE_MAX}
            </p>
          </div>
        </div>
        <Button type="submit" disabled={sending} className="w-full sm:w-auto">
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </form>
      <Modal
        open={received}
        title="Message Received!"
        closeLabel="Close Notification"
        onClose={() => setReceived(false)}
      >
        <p>Thank you for contacting us! We&apos;ve received your message and will respond within 24-48 hours.</p>
      </Modal>
    </>
  );
}

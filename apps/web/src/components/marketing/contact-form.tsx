import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SEND_MS,
  messages,
  type TContactInput,
  type TContactOutput,
  ZContactInput,
} from '@copyvest/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { inputStyles, labelStyles } from '@/components/ui/field-styles';
import { TextField } from '@/components/ui/text-field';
import { contactForm } from '@/content/contact-form';
import { ApiError, NETWORK_ERROR_TYPE } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { sendContactMessage } from './send-contact-message';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.type === NETWORK_ERROR_TYPE)
    return contactForm.networkError;
  return errorMessage(error, contactForm.genericError);
}

/**
 * The contact form (full name, email, message). It posts to `/v1/contact`; the success toast
 * appears no sooner than CONTACT_SEND_MS after submitting, a refusal shows the server's message.
 */
export function ContactForm({ send = sendContactMessage }: { send?: typeof sendContactMessage }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TContactInput, unknown, TContactOutput>({
    resolver: zodResolver(ZContactInput),
    defaultValues: { fullName: '', email: '', message: '' },
  });

  async function onSubmit(values: TContactOutput) {
    const minimumDelay = delay(CONTACT_SEND_MS);
    try {
      await send(values);
    } catch (error) {
      toast.error(failureMessage(error));
      return;
    }
    await minimumDelay;
    toast.success(messages.toast.messageSent);
    reset();
  }

  const messageId = `${id}-message`;
  const messageErrorId = `${messageId}-error`;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id={`${id}-full-name`}
          label={contactForm.fullNameLabel}
          placeholder={contactForm.fullNamePlaceholder}
          autoComplete="name"
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <TextField
          id={`${id}-email`}
          type="email"
          label={contactForm.emailLabel}
          placeholder={contactForm.emailPlaceholder}
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <div>
        <label htmlFor={messageId} className={labelStyles}>
          {contactForm.messageLabel}
        </label>
        <textarea
          id={messageId}
          rows={5}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          placeholder={contactForm.messagePlaceholder}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? messageErrorId : undefined}
          className={inputStyles(Boolean(errors.message), 'h-auto min-h-32 resize-y py-2.5')}
          {...register('message')}
        />
        <FieldError id={messageErrorId} message={errors.message?.message} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-600 dark:text-slate-400">{contactForm.privacyNote}</p>
        <Button type="submit" size="lg" busy={isSubmitting} className="sm:min-w-44">
          {isSubmitting ? contactForm.sending : contactForm.submit}
        </Button>
      </div>
    </form>
  );
}

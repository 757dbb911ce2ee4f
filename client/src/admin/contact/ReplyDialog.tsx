import { CONTACT_LIMITS, CONTACT_TEXTS, type ContactMessage, contactReplyInput, replyMessage } from '@island/shared';
import { trpc } from '../../trpc.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { Field } from '../../ui/form/Field.tsx';
import { saveHandler } from '../../ui/form/saveForm.ts';
import { useZodForm } from '../../ui/form/useZodForm.ts';
import { toast } from '../../ui/toast.ts';

export interface ReplyDialogProps {
  message: ContactMessage | null;
  onClose: () => void;
}

const T = CONTACT_TEXTS;

/**
 * The reply: the original message above a required text, prefilled with an earlier reply. The
 * reply is stored even when its e-mail cannot go out; the toast says which happened.
 */
export function ReplyDialog({ message, onClose }: ReplyDialogProps) {
  const utils = trpc.useUtils();
  const reply = trpc.contact.reply.useMutation();
  const form = useZodForm(contactReplyInput, {
    defaultValues: { admin_reply: message?.admin_reply ?? '' },
    toInput: (values) => ({ id: message?.id, admin_reply: values.admin_reply }),
    resetKey: message,
  });
  const onSubmit = saveHandler(form, {
    send: (checked) => reply.mutateAsync(checked),
    success: (saved) => (saved.delivery === 'failed' ? 'Balasan tersimpan' : replyMessage(saved)),
    failure: T.replyFailed,
    onSaved: async (saved) => {
      if (saved.delivery === 'failed') toast.error(replyMessage(saved));
      onClose();
      await Promise.all([utils.contact.list.invalidate(), utils.contact.unreadCount.invalidate(), utils.contact.byId.invalidate()]);
    },
  });

  return (
    <FormDialog
      open={message !== null}
      title="Balas Pesan"
      onClose={onClose}
      onSubmit={onSubmit}
      busy={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      cancelLabel="Batal"
      submitLabel="Kirim Balasan"
    >
      {message && (
        <div className="reply-original">
          <p className="reply-original__from">
            <strong>{message.name}</strong> &lt;{message.email}&gt; — {message.subject?.trim() ? message.subject : T.noSubject}
          </p>
          <blockquote className="reply-original__text">{message.message}</blockquote>
        </div>
      )}
      <Field form={form} name="admin_reply" as="textarea" label="Balasan" required rows={7} maxLength={CONTACT_LIMITS.replyMax} />
    </FormDialog>
  );
}

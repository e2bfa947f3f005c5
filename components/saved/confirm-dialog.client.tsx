'use client';
import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog.client';

type Props = {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
};

/** A yes/no question before something is removed (clear all, or one history item). */
export function ConfirmDialog({ open, title, question, confirmLabel, onConfirm, onClose, testId }: Props) {
  const t = useTranslations('saved');
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t('close')} testId={testId}>
      <p className="text-slate-700">{question}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          onClick={onClose}
          className="inline-flex h-10 items-center rounded-md border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('cancel')}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          data-testid={`${testId}-confirm`}
          className="inline-flex h-10 items-center rounded-md bg-rose-600 px-4 text-sm font-semibold text-white hover:bg-rose-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600"
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

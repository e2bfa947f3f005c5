/**
 * A form's answer: the success in a polite region, the refusal in an assertive one. Both regions are
 * there before any answer, so what is put in them is announced; keep them outside a form that is
 * remounted after each answer.
 */
export function FormOutcome({ done, failed, at }: { done?: string; failed?: string; at?: number }) {
  return (
    <>
      <div aria-live="polite">
        {done && (
          <p key={at} role="status" className="mb-4 rounded border-l-4 border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900">
            {done}
          </p>
        )}
      </div>
      <div aria-live="assertive">
        {failed && (
          <p key={at} role="alert" className="mb-4 rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900">
            {failed}
          </p>
        )}
      </div>
    </>
  );
}

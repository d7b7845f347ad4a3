import { readinessQuestions } from '../readiness-questions.ts';
import { formText } from './form-text.ts';
import { FormShell } from './form-shell.tsx';
import { ChoiceGroup, PrivacyConsent, TextField } from './fields.tsx';
import { InlineText } from '../../components/inline-text.tsx';

/** Japanese only: seven single-choice questions, then contact details. */
export function ReadinessForm() {
  const text = formText.ja;
  return (
    <FormShell form="readiness" locale="ja" submitLabel={text.submitReadiness}>
      <h2 className="form__section">
        <InlineText text={text.sectionQuestions} />
      </h2>
      {readinessQuestions.map((q, i) => (
        <ChoiceGroup
          key={q.id}
          name={q.id}
          legend={
            <>
              {`Q${i + 1}. `}
              <span className="field__question">
                <InlineText text={q.text} />
              </span>
            </>
          }
          options={q.options.map((label, points) => ({ value: String(points), label }))}
        />
      ))}
      <h2 className="form__section">{text.sectionContact}</h2>
      <TextField name="company" required autoComplete="organization" maxLength={100} />
      <TextField name="department" autoComplete="organization-title" maxLength={100} />
      <TextField name="name" required autoComplete="name" maxLength={60} />
      <TextField name="email" type="email" required autoComplete="email" maxLength={254} />
      <PrivacyConsent />
    </FormShell>
  );
}

import { qparcParticipantTypes } from '../form-shape.ts';
import { qparcSessionChoices, qparcSessionsAhead } from '../qparc-sessions.ts';
import { formText } from './form-text.ts';
import { FormShell } from './form-shell.tsx';
import { ChoiceGroup, ConsentField, PrivacyConsent, TextField } from './fields.tsx';

/** QPARC 2025 programme application (Japanese only); the sessions offered are the ones still ahead. */
export function QparcForm() {
  const text = formText.ja;
  return (
    <FormShell form="qparc" locale="ja" submitLabel={text.submitQparc}>
      <h2 className="form__section">{text.sectionApplicant}</h2>
      <TextField name="name" required autoComplete="name" maxLength={60} />
      <TextField name="nameKana" maxLength={60} />
      <TextField name="email" type="email" required autoComplete="email" maxLength={254} />
      <TextField name="organisation" required autoComplete="organization" maxLength={100} />
      <ChoiceGroup
        name="participantType"
        options={qparcParticipantTypes.map((value) => ({ value, label: text.participantTypes[value] }))}
      />
      <TextField name="role" required autoComplete="organization-title" maxLength={100} />
      <h2 className="form__section">{text.sectionProgramme}</h2>
      <ChoiceGroup
        name="sessions"
        multiple
        hint={text.sessionsHint}
        options={qparcSessionsAhead.map((value) => ({ value, label: qparcSessionChoices[value] }))}
      />
      <TextField name="researchInterest" multiline maxLength={2000} />
      <PrivacyConsent />
      <ConsentField name="codeOfConductConsent">{text.codeOfConduct}</ConsentField>
    </FormShell>
  );
}

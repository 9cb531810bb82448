import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import type { PolicyDecision } from '../../../domain/policy/evaluate';
import { useDisplayDate } from '../../../kit/dates/useDisplayDate';
import { decisionParts, formatConditionValue } from './decisionParts';
import type { ConditionParts, DecisionParts } from './decisionParts';

/** Formats a condition's value and names its operator in the UI language. */
export function useConditionText() {
  const translate = useTranslate();
  const displayDate = useDisplayDate();
  const value = useCallback(
    (raw: unknown, type: ConditionParts['type']) =>
      formatConditionValue(raw, type, {
        date: (date) => displayDate(date),
        yesNo: (yes) => translate(yes ? 'console.whatIf.yes' : 'console.whatIf.no'),
      }) ?? translate('console.whatIf.notGiven'),
    [displayDate, translate],
  );
  const operator = useCallback(
    (op: ConditionParts['operator']) => translate(`console.whatIf.operators.${op}`),
    [translate],
  );
  return { value, operator };
}

/** An attribute key as is: for callers that know no display names. */
const KEY_AS_IS = (key: string) => key;

/**
 * The short explanation of a decision: the deciding rules, or the failed condition of a Deny;
 * `nameOf` names an attribute by its key (its display name in the UI language).
 */
export function useDecisionLines(
  nameOf: (key: string) => string = KEY_AS_IS,
): (parts: DecisionParts) => string[] {
  const translate = useTranslate();
  const text = useConditionText();
  return useCallback(
    (parts: DecisionParts) => {
      const policyName = (policy: { name: string; edited: boolean }) =>
        policy.edited
          ? `${policy.name} (${translate('console.whatIf.decision.editedPolicy')})`
          : policy.name;
      const lines: string[] = [];
      if (parts.policy) {
        lines.push(
          translate('console.whatIf.decision.decidedBy', { policy: policyName(parts.policy) }),
        );
      }
      for (const rule of parts.rules ?? (parts.rule ? [parts.rule] : [])) {
        lines.push(
          translate('console.whatIf.decision.rule', {
            attribute: nameOf(rule.attribute),
            operator: text.operator(rule.operator),
            value: text.value(rule.value, rule.type),
          }),
        );
      }
      if (parts.effect === 'Deny' && !parts.policy) {
        lines.push(translate('console.whatIf.decision.defaultDeny'));
      }
      if (parts.failed) {
        lines.push(
          translate('console.whatIf.decision.failedIn', {
            policy: policyName(parts.failed.policy),
          }),
          translate('console.whatIf.decision.failed', {
            attribute: nameOf(parts.failed.attribute),
            operator: text.operator(parts.failed.operator),
            expected: text.value(parts.failed.value, parts.failed.type),
            actual: text.value(parts.failed.actual, parts.failed.type),
          }),
        );
      }
      return lines;
    },
    [translate, text, nameOf],
  );
}

/** Allow or Deny as a coloured chip with an icon (colour is not the only signal: the word is there). */
export function EffectChip({ effect }: { effect: 'Allow' | 'Deny' }) {
  const translate = useTranslate();
  const allow = effect === 'Allow';
  return (
    <Chip
      size="small"
      color={allow ? 'success' : 'error'}
      icon={allow ? <CheckCircleIcon /> : <BlockIcon />}
      label={translate(allow ? 'console.whatIf.decision.allow' : 'console.whatIf.decision.deny')}
    />
  );
}

/**
 * The live decision for the entered context: Allow or Deny, the deciding policy and rule, and
 * for a Deny the failed condition with the expected and the given value. Announced politely to
 * screen readers as it changes.
 */
export function DecisionView({
  decision,
  editedKey,
  nameOf,
}: {
  decision: PolicyDecision;
  editedKey: string;
  /** An attribute's name by its key, in the UI language. */
  nameOf?: (key: string) => string;
}) {
  const translate = useTranslate();
  const lines = useDecisionLines(nameOf);
  const parts = decisionParts(decision, editedKey);
  return (
    <Alert
      severity={parts.effect === 'Allow' ? 'success' : 'error'}
      variant="outlined"
      icon={false}
      role="status"
      aria-live="polite"
      aria-label={translate('console.whatIf.decision.title')}
    >
      <Stack spacing={0.5}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle2" component="span">
            {translate('console.whatIf.decision.title')}
          </Typography>
          <EffectChip effect={parts.effect} />
        </Box>
        {lines(parts).map((line) => (
          <Typography key={line} variant="body2">
            {line}
          </Typography>
        ))}
      </Stack>
    </Alert>
  );
}

import {
  Alert,
  Box,
  FormControl,
  FormControlLabel,
  FormLabel,
  List,
  ListItem,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { PolicyApplication } from '../../../dataProvider/attribute/attributeProvider';
import { checkPolicy } from '../../../domain/policy/check';
import type { KnownAttribute, Policy } from '../../../domain/policy/types';
import { MATCH_MODES, RULE_KINDS } from '../../../domain/rules';
import type { MatchMode, RuleKind } from '../../../domain/rules';
import type { PolicyDraft } from './policyDraft';
import { toPolicy } from './policyDraft';
import { useProblemText, warningLine } from './problemText';
import { RuleBuilder } from './RuleBuilder';

/** A check of a rule's value where the value is still the empty one its input starts from. */
function isUnfilledValue(
  warning: { ruleIndex?: number | undefined; params?: Record<string, unknown> },
  draft: PolicyDraft,
): boolean {
  if (warning.ruleIndex === undefined || warning.params?.field !== 'val') return false;
  const rule = draft.rules[warning.ruleIndex];
  if (rule === undefined) return false;
  return rule.val === '' || (Array.isArray(rule.val) && rule.val.length === 0);
}

/** Props of {@link PolicyForm}. */
export interface PolicyFormProps {
  draft: PolicyDraft;
  onChange: (draft: PolicyDraft) => void;
  readOnly: boolean;
  attributes: readonly KnownAttribute[];
  applications: readonly PolicyApplication[];
  /** The product's other policies, for the check's 'hidden by a Deny'. */
  otherPolicies: readonly Policy[];
  /** Translated problems by field path ('n', 'rules.2.op' ...). */
  problems: Readonly<Record<string, string>>;
}

/**
 * The policy's fields (name, application, description, rule kind, effect, match), its rule
 * builder, and below them the as-you-type check (domain/policy/check.ts): contradictions, dates
 * already past, an Allow hidden by a Deny, rules on unknown attributes.
 */
export function PolicyForm({
  draft,
  onChange,
  readOnly,
  attributes,
  applications,
  otherPolicies,
  problems,
}: PolicyFormProps) {
  const translate = useTranslate();
  const problemText = useProblemText(attributes);
  const set = <K extends keyof PolicyDraft>(field: K, value: PolicyDraft[K]) =>
    onChange({ ...draft, [field]: value });
  const warnings = useMemo(
    () =>
      checkPolicy(toPolicy(draft), {
        now: Date.now(),
        knownAttributes: attributes,
        otherPolicies,
        // A rule whose value is not filled in yet is not a mistake yet: Save still says so.
      }).filter((warning) => !isUnfilledValue(warning, draft)),
    [draft, attributes, otherPolicies],
  );
  const ruleLabel = (n: number) => translate('console.policy.rules.number', { n });
  return (
    <Stack spacing={2.5}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <TextField
          required
          label={translate('console.policy.fields.n')}
          value={draft.n}
          onChange={(event) => set('n', event.target.value)}
          slotProps={{ input: { readOnly }, htmlInput: { maxLength: 200 } }}
          error={problems.n !== undefined}
          helperText={problems.n ?? ' '}
        />
        <TextField
          select
          label={translate('console.policy.fields.an')}
          value={draft.an}
          disabled={readOnly}
          onChange={(event) => set('an', event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          error={problems.an !== undefined}
          helperText={problems.an ?? ' '}
        >
          <MenuItem value="">{translate('console.policy.allApps')}</MenuItem>
          {applications.map((app) => (
            <MenuItem key={app.id} value={app.id}>
              {app.n}
            </MenuItem>
          ))}
          {draft.an !== '' && !applications.some((app) => app.id === draft.an) && (
            <MenuItem value={draft.an}>{draft.an}</MenuItem>
          )}
        </TextField>
      </Box>
      <TextField
        multiline
        minRows={2}
        label={translate('console.policy.fields.desc')}
        value={draft.desc}
        onChange={(event) => set('desc', event.target.value)}
        slotProps={{ input: { readOnly }, htmlInput: { maxLength: 2000 } }}
      />
      <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
        <FormControl disabled={readOnly}>
          <FormLabel id="policy-effect">{translate('console.policy.fields.effect')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="policy-effect"
            value={draft.effect ? 'allow' : 'deny'}
            onChange={(event) => set('effect', event.target.value === 'allow')}
          >
            {(['allow', 'deny'] as const).map((effect) => (
              <FormControlLabel
                key={effect}
                value={effect}
                control={<Radio />}
                label={translate(`console.policy.effects.${effect}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl disabled={readOnly}>
          <FormLabel id="policy-match">{translate('console.policy.fields.match')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="policy-match"
            value={draft.match}
            onChange={(event) => set('match', event.target.value as MatchMode)}
          >
            {MATCH_MODES.map((mode) => (
              <FormControlLabel
                key={mode}
                value={mode}
                control={<Radio />}
                label={translate(`console.policy.matches.${mode}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl disabled={readOnly}>
          <FormLabel id="policy-kind">{translate('console.policy.fields.kind')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="policy-kind"
            value={draft.kind}
            onChange={(event) => set('kind', event.target.value as RuleKind)}
          >
            {RULE_KINDS.map((kind) => (
              <FormControlLabel
                key={kind}
                value={kind}
                control={<Radio />}
                label={translate(`console.policy.kinds.${kind}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Stack>
      <RuleBuilder
        rules={draft.rules}
        onChange={(rules) => set('rules', rules)}
        attributes={attributes}
        problems={problems}
        readOnly={readOnly}
      />
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="policy-check">
        <Typography id="policy-check" variant="subtitle1" component="h2">
          {translate('console.policy.check.title')}
        </Typography>
        {warnings.length === 0 ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {translate('console.policy.check.none')}
          </Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" role="status">
              {translate('console.policy.check.warnings', { smart_count: warnings.length })}
            </Typography>
            <List dense disablePadding>
              {warnings.map((warning, index) => (
                <ListItem
                  key={`${warning.code}-${warning.ruleIndex ?? 'p'}-${index}`}
                  disableGutters
                >
                  <Alert severity="warning" variant="outlined" sx={{ width: '100%', py: 0 }}>
                    {warningLine(warning, problemText, ruleLabel)}
                  </Alert>
                </ListItem>
              ))}
            </List>
          </>
        )}
      </Paper>
    </Stack>
  );
}

import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import {
  Autocomplete,
  Box,
  Button,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
  createFilterOptions,
} from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { MAX_RULES_PER_POLICY } from '../../../domain/policy/validate';
import type { KnownAttribute } from '../../../domain/policy/types';
import { OPERATORS_BY_TYPE } from '../../../domain/rules';
import type { Operator } from '../../../domain/rules';
import { useAttributeName } from '../../../kit/policy/useAttributeName';
import type { RuleDraft } from './policyDraft';
import { ruleFor, withAttribute, withOperator } from './policyDraft';
import { RuleValueInput } from './RuleValueInput';

/** Props of {@link RuleBuilder}. */
export interface RuleBuilderProps {
  rules: readonly RuleDraft[];
  onChange: (rules: RuleDraft[]) => void;
  attributes: readonly KnownAttribute[];
  /** Translated problems by field path: 'rules.2.op', 'rules.0.val' ... */
  problems: Readonly<Record<string, string>>;
  readOnly: boolean;
}

function RuleRow({
  rule,
  index,
  count,
  attributes,
  problems,
  readOnly,
  onRule,
  onMove,
  onRemove,
}: {
  rule: RuleDraft;
  index: number;
  count: number;
  attributes: readonly KnownAttribute[];
  problems: Readonly<Record<string, string>>;
  readOnly: boolean;
  onRule: (rule: RuleDraft) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const nameOf = useAttributeName();
  const n = index + 1;
  // Offered by the name in the UI language (grouped by source); the key typed finds one too.
  const options = useMemo(
    () =>
      [...attributes].sort(
        (a, b) => a.source.localeCompare(b.source) || nameOf(a).localeCompare(nameOf(b)),
      ),
    [attributes, nameOf],
  );
  const filterOptions = useMemo(
    () =>
      createFilterOptions<KnownAttribute>({
        stringify: (option) => `${nameOf(option)} ${option.key}`,
      }),
    [nameOf],
  );
  const known = attributes.find((attribute) => attribute.key === rule.n);
  const selected: KnownAttribute | null =
    known ?? (rule.n === '' ? null : { key: rule.n, type: rule.aty, source: 'select' });
  const problem = (field: string) => problems[`rules.${index}.${field}`];
  const attributeProblem = problem('n') ?? problem('aty');
  const number = translate('console.policy.rules.number', { n });
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={number}
      sx={{
        p: 1.5,
        listStyle: 'none',
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
      }}
    >
      <Autocomplete<KnownAttribute, false, false, false>
        size="small"
        options={options}
        filterOptions={filterOptions}
        groupBy={(option) => translate(`console.policy.sources.${option.source}`)}
        getOptionLabel={(option) => nameOf(option)}
        renderOption={({ key, ...props }, option) => {
          const name = nameOf(option);
          return (
            <li key={key} {...props}>
              <span data-user-content>
                {name}
                {name !== option.key && (
                  <>
                    {' '}
                    <Typography
                      component="span"
                      variant="caption"
                      color="text.secondary"
                      sx={{ fontFamily: 'monospace', ml: 0.5 }}
                    >
                      {option.key}
                    </Typography>
                  </>
                )}
              </span>
            </li>
          );
        }}
        isOptionEqualToValue={(option, value) => option.key === value.key}
        value={selected}
        disabled={readOnly}
        onChange={(_event, next) => onRule(withAttribute(rule, next ?? undefined))}
        renderInput={(params) => (
          <TextField
            {...params}
            label={`${number}: ${translate('console.policy.rules.attribute')}`}
            error={attributeProblem !== undefined}
            helperText={
              attributeProblem ??
              (known
                ? translate('console.policy.rules.attributeHint', {
                    type: translate(`console.whatIf.types.${known.type}`),
                    source: translate(`console.policy.sources.${known.source}`),
                  })
                : rule.n === ''
                  ? ' '
                  : translate('console.policy.rules.unknownAttribute'))
            }
          />
        )}
      />
      <TextField
        select
        size="small"
        label={`${number}: ${translate('console.policy.rules.operator')}`}
        value={rule.op}
        disabled={readOnly}
        onChange={(event) => onRule(withOperator(rule, event.target.value as Operator))}
        error={problem('op') !== undefined}
        helperText={problem('op') ?? ' '}
      >
        {(OPERATORS_BY_TYPE[rule.aty].includes(rule.op)
          ? OPERATORS_BY_TYPE[rule.aty]
          : [rule.op, ...OPERATORS_BY_TYPE[rule.aty]]
        ).map((op) => (
          <MenuItem key={op} value={op}>
            {translate(`console.whatIf.operators.${op}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ gridColumn: '1 / 3', gridRow: 2 }}>
        <RuleValueInput
          type={rule.aty}
          op={rule.op}
          value={rule.val}
          label={`${number}: ${translate('console.policy.rules.value')}`}
          error={problem('val')}
          disabled={readOnly}
          onChange={(val) => onRule({ ...rule, val })}
        />
      </Box>
      {!readOnly && (
        <Stack direction="row" spacing={0.5} sx={{ gridColumn: 3, gridRow: 1 }}>
          <Tooltip title={translate('console.policy.rules.moveUp', { n })}>
            <span>
              <IconButton
                size="small"
                aria-label={translate('console.policy.rules.moveUp', { n })}
                disabled={index === 0}
                onClick={() => onMove(index - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={translate('console.policy.rules.moveDown', { n })}>
            <span>
              <IconButton
                size="small"
                aria-label={translate('console.policy.rules.moveDown', { n })}
                disabled={index === count - 1}
                onClick={() => onMove(index + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={translate('console.policy.rules.remove', { n })}>
            <IconButton
              size="small"
              aria-label={translate('console.policy.rules.remove', { n })}
              onClick={onRemove}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The rule builder: one row per rule: the attribute (from the attribute lists, grouped by
 * source, named in the UI language with its key beside it; a name or a key typed finds it), the
 * operators its type offers, a value input that follows the type; rows move up and
 * down and are removed; Add rule appends one on the first attribute, up to the policy's limit.
 */
export function RuleBuilder({ rules, onChange, attributes, problems, readOnly }: RuleBuilderProps) {
  const translate = useTranslate();
  const replace = (index: number, rule: RuleDraft) =>
    onChange(rules.map((current, i) => (i === index ? rule : current)));
  const move = (from: number, to: number) => {
    const next = [...rules];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };
  const full = rules.length >= MAX_RULES_PER_POLICY;
  return (
    <Box component="section" aria-labelledby="policy-rules-heading">
      <Stack direction="row" alignItems="baseline" spacing={2} sx={{ mb: 1 }}>
        <Typography id="policy-rules-heading" variant="h6" component="h2">
          {translate('console.policy.rules.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('console.policy.rules.count', {
            count: rules.length,
            max: MAX_RULES_PER_POLICY,
          })}
        </Typography>
      </Stack>
      {problems.rules !== undefined && (
        <Typography role="alert" color="error" variant="body2" sx={{ mb: 1 }}>
          {problems.rules}
        </Typography>
      )}
      {rules.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('console.policy.rules.empty')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {rules.map((rule, index) => (
            <RuleRow
              key={rule.id}
              rule={rule}
              index={index}
              count={rules.length}
              attributes={attributes}
              problems={problems}
              readOnly={readOnly}
              onRule={(next) => replace(index, next)}
              onMove={(to) => move(index, to)}
              onRemove={() => onChange(rules.filter((_, i) => i !== index))}
            />
          ))}
        </Stack>
      )}
      {!readOnly && (
        <Button
          sx={{ mt: 1.5 }}
          startIcon={<AddIcon />}
          disabled={full}
          onClick={() => onChange([...rules, ruleFor(attributes[0])])}
        >
          {translate('console.policy.rules.add')}
        </Button>
      )}
    </Box>
  );
}

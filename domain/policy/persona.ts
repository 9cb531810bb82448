import type { AttributeProblem } from './attribute';

/** The most personas (saved viewer contexts) one product may hold. */
export const MAX_PERSONAS_PER_PRODUCT = 100;

/** The longest persona name. */
export const PERSONA_NAME_MAX_LENGTH = 200;

/** Checks a persona payload: a non-blank name and a context object of attribute values. */
export function validatePersona(payload: unknown): AttributeProblem[] {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return [{ field: '/', message: 'A persona must be an object' }];
  const body = payload as Record<string, unknown>;
  const problems: AttributeProblem[] = [];
  if (typeof body.n !== 'string' || body.n.trim() === '')
    problems.push({ field: '/n', message: 'A persona needs a name' });
  else if (body.n.trim().length > PERSONA_NAME_MAX_LENGTH)
    problems.push({
      field: '/n',
      message: `A persona name holds at most ${PERSONA_NAME_MAX_LENGTH} characters`,
    });
  const context = body.context;
  if (
    context !== undefined &&
    (typeof context !== 'object' || context === null || Array.isArray(context))
  )
    problems.push({ field: '/context', message: 'The context must map attribute keys to values' });
  return problems;
}

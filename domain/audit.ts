/** One changed field of an audited write: its value before and after. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** An audit trail entry as the audit API returns it (spec section 3 'Audit trail entry'). */
export interface AuditEntry {
  seq: number;
  id: string;
  cty: string;
  changed_by: string;
  /** The display name of who changed it, as their sign-in named them (absent on older entries). */
  changed_by_name?: string | null;
  TraceKey: string;
  PreviousVersion: string | null;
  CurrentVersion: string | null;
  key: string;
  action: string;
  change: FieldChange[];
  at: string;
}

import type { FragmentMessages } from '../messageTree';
import { messages as auth } from './auth';
import { messages as common } from './common';
import { messages as dashboard } from './dashboard';
import { messages as editor } from './editor';
import { messages as errors } from './errors';
import { messages as lists } from './lists';
import { messages as product } from './product';
import { messages as profile } from './profile';
import { messages as resources } from './resources';
import { messages as shell } from './shell';

/**
 * Every area's messages, merged by the i18n provider for each locale. Each area owns its own
 * `console.<area>.*` prefix, so the order does not decide anything; a new area adds its file here.
 */
export const fragments: readonly FragmentMessages[] = [
  common,
  shell,
  auth,
  product,
  dashboard,
  profile,
  errors,
  resources,
  editor,
  lists,
];

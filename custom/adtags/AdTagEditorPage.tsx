import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Chip, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import type { ReactNode } from 'react';
import {
  Form,
  LinkBase,
  Title,
  useNavigate,
  useNotify,
  useParams,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { StoredAdTag } from '../../dataProvider/adTag/adTagProvider';
import { AD_TAG_RESOURCE } from '../../dataProvider/adTag/adTagResource';
import { FormProblemsNotice, submissionErrorsOf } from '../../kit/editor/recordForm';
import { CreateButton, EditorLoadFailed, EditorLoading } from '../../kit/editor/EditorScreens';
import { VersionedEditor } from '../../kit/editor/VersionedEditor';
import { useErrorNotifier } from '../../kit/errors/useErrorNotifier';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import type { AdTagForm } from './adTagForm';
import {
  EMPTY_AD_TAG_FORM,
  fieldOfPointer,
  formOfTag,
  inputOfForm,
  refusalNotice,
  sameTag,
  validateAdTag,
} from './adTagForm';
import { AdTagFields } from './AdTagFormFields';
import { AD_TAG_PATHS } from './paths';
import { useAdLoadPolicyOptions, useAdTag, useAdTagMutations, useAdTagVersions } from './useAdTags';

/** The lock type of ad tags (dataProvider's urnOfType: 'urn:resource:adtag'). */
const AD_TAG_LOCK_TYPE = 'adtag';

/** The console's check of the form, as react-admin's form validation asks it. */
const validate = (values: FieldValues) => validateAdTag(values as AdTagForm);

function BackLink() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  return (
    <Button component={LinkBase} to={AD_TAG_PATHS.listOf(product)} startIcon={<ArrowBackIcon />}>
      {translate('console.adTags.back')}
    </Button>
  );
}

function Layout({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ mt: 2, maxWidth: 1100 }}>
      {header}
      <Paper variant="outlined" sx={{ p: 2.5 }}>
        {children}
      </Paper>
    </Box>
  );
}

/**
 * `/apps/:product?/ad/tag/add`: the tag's fields in react-admin's form, the URL checked as it is
 * typed; Create is refused while the console's check finds a problem (the URL's, say), else saves
 * a draft and opens it. A refused create keeps everything typed and shows the service's reasons
 * under the fields.
 */
export function AdTagCreatePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useErrorNotifier();
  const navigate = useNavigate();
  const product = useCurrentProduct();
  const loadPolicies = useAdLoadPolicyOptions();
  const { create } = useAdTagMutations();

  const save = async (values: FieldValues) => {
    try {
      const created = await create.mutateAsync(inputOfForm(values as AdTagForm));
      notify('console.adTags.notify.created', { type: 'success' });
      navigate(AD_TAG_PATHS.editOf(product, created.id));
      return undefined;
    } catch (error) {
      const failure = 'console.adTags.notify.createFailed';
      const reading = notifyError(error, failure);
      return submissionErrorsOf(error, reading?.message ?? translate(failure), fieldOfPointer);
    }
  };

  return (
    <>
      <Title title={translate('console.adTags.createTitle')} />
      <Form
        record={EMPTY_AD_TAG_FORM}
        validate={validate}
        onSubmit={save}
        mode="onSubmit"
        noValidate
        disableInvalidFormNotification
      >
        <Layout
          header={
            <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
              <BackLink />
              <Box sx={{ flex: 1 }} />
              <CreateButton
                label="console.adTags.actions.create"
                saving="console.adTags.actions.saving"
              />
            </Stack>
          }
        >
          <AdTagFields readOnly={false} loadPolicies={loadPolicies.data ?? []} />
        </Layout>
        <FormProblemsNotice message={refusalNotice} />
      </Form>
    </>
  );
}

/**
 * `/apps/:product?/ad/tag/:tagId` on the editor core (VersionedEditor: react-admin's EditBase and
 * Form): read-only until Edit (the lock), any version by the picker, Save (an update based on
 * the shown version, refused while the console's check finds a problem; nothing typed is lost
 * when it fails), Publish and Delete after confirmation.
 */
export function AdTagEditPage() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const { tagId = '' } = useParams<{ tagId: string }>();
  const current = useAdTag(tagId);
  const versions = useAdTagVersions(tagId);
  const loadPolicies = useAdLoadPolicyOptions();
  const { remove } = useAdTagMutations();
  const [picked, pick] = useState<string | undefined>(undefined);
  const versionList = versions.data === 'none' || versions.data === undefined ? [] : versions.data;

  return (
    <VersionedEditor<StoredAdTag, AdTagForm>
      resource={AD_TAG_RESOURCE}
      id={tagId}
      messages="console.adTags"
      lockType={AD_TAG_LOCK_TYPE}
      permission="cp_adconfig"
      versionKey={picked}
      onShow={pick}
      formOf={formOfTag}
      bodyOf={inputOfForm}
      same={sameTag}
      validate={validate}
      invalidNotice={refusalNotice}
      nameOf={fieldOfPointer}
      remove={() => remove.mutateAsync(tagId)}
      afterDelete={AD_TAG_PATHS.listOf(product)}
      dialogArgs={(shown) => ({ name: shown.n })}
      bar={(shown) => ({
        back: <BackLink />,
        chips: (
          <Chip
            size="small"
            variant="outlined"
            label={translate(`console.adTags.kinds.${shown.ty}`)}
          />
        ),
        versions: versionList,
        onSelectVersion: pick,
        isCurrent: current.data?.some((v) => v.key === shown.key) ?? false,
      })}
      loading={<EditorLoading title={translate('console.adTags.title')} />}
      failed={(error) => (
        <EditorLoadFailed
          title={translate('console.adTags.title')}
          error={error}
          notFound={translate('console.adTags.notify.notFound', { id: tagId })}
          loadFailed="console.adTags.notify.loadFailed"
          back={<BackLink />}
        />
      )}
    >
      {({ version, editing, bar }) => (
        <>
          <Title title={translate('console.adTags.editTitle', { name: version.n })} />
          <Layout header={bar}>
            <AdTagFields readOnly={!editing} loadPolicies={loadPolicies.data ?? []} />
          </Layout>
        </>
      )}
    </VersionedEditor>
  );
}

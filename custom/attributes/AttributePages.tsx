import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { Title, useParams, useTranslate } from 'react-admin';
import type { AttributeQuery } from '../../dataProvider/attribute/attributeProvider';
import { ATTRIBUTE_SOURCES } from '../../domain/rules';
import type { AttributeSource } from '../../domain/rules';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import { ApplicationAttributesPage } from './ApplicationAttributesPage';
import { AttributesView } from './AttributesView';
import { useAttributeList } from './useAttributes';

function Intro({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
      {children}
    </Typography>
  );
}

/**
 * The current product's attributes (`/apps/:product?/attributes/product`): the route's product,
 * else the toolbar's; new attributes belong to that product.
 */
export function ProductAttributesPage() {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const queries: AttributeQuery[] = useMemo(
    () => [{ scope: 'product', ...(product === undefined ? {} : { product }) }],
    [product],
  );
  const list = useAttributeList(queries, product !== undefined);
  return (
    <>
      <Title title={translate('console.attributes.titles.product')} />
      <Intro>
        {product === undefined
          ? translate('console.attributes.intro.productNone')
          : translate('console.attributes.intro.product', { product })}
      </Intro>
      {product !== undefined && (
        <AttributesView
          attributes={list.data}
          isPending={list.isPending}
          error={list.error}
          defaultScope="product"
          scopeFixed
          product={product}
        />
      )}
    </>
  );
}

const GLOBAL_QUERIES: AttributeQuery[] = [{ scope: 'global' }];

/** The attributes every product shares (`/apps/globalAttributes`). */
export function GlobalAttributesPage() {
  const translate = useTranslate();
  const list = useAttributeList(GLOBAL_QUERIES);
  return (
    <>
      <Title title={translate('console.attributes.titles.global')} />
      <Intro>{translate('console.attributes.intro.global')}</Intro>
      <AttributesView
        attributes={list.data}
        isPending={list.isPending}
        error={list.error}
        defaultScope="global"
        scopeFixed
        product={undefined}
      />
    </>
  );
}

function isSource(value: string | undefined): value is AttributeSource {
  return ATTRIBUTE_SOURCES.some((source) => source === value);
}

/** The attributes of one source, product and global together, listed by the service's source filter. */
function SourceAttributes({ source }: { source: AttributeSource }) {
  const translate = useTranslate();
  const sourceName = translate(`console.attributes.sources.${source}`);
  const queries: AttributeQuery[] = useMemo(
    () => [
      { scope: 'product', source },
      { scope: 'global', source },
    ],
    [source],
  );
  const list = useAttributeList(queries);
  return (
    <>
      <Title title={translate('console.attributes.titles.source', { source: sourceName })} />
      <Intro>{translate('console.attributes.intro.source', { source: sourceName })}</Intro>
      <AttributesView
        attributes={list.data}
        isPending={list.isPending}
        error={list.error}
        defaultScope="product"
        scopeFixed={false}
        fixedSource={source}
        product={undefined}
      />
    </>
  );
}

/**
 * `/apps/attributes/:attributeType`: the attributes of one source (select, application, product,
 * content, user); application attributes are shown per application.
 */
export function SourceAttributesPage() {
  const translate = useTranslate();
  const { attributeType } = useParams<{ attributeType: string }>();
  if (!isSource(attributeType)) {
    return (
      <Typography role="alert" sx={{ mt: 3 }}>
        {translate('console.attributes.unknownSource', { source: attributeType ?? '' })}
      </Typography>
    );
  }
  if (attributeType === 'application') return <ApplicationAttributesPage />;
  return <SourceAttributes key={attributeType} source={attributeType} />;
}

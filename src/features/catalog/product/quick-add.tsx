/**
 * The quick add over a list (docs/product.md, "Quick add"): a product with a choice of colour or
 * size opens this instead of adding for the shopper. A modal dialog on a desktop, a sheet along the
 * foot of a phone: photo, price with VAT, the product page's own colour, size and quantity controls
 * (with the product's stock per option once its page's answer is here), and the add. Loaded when
 * first opened, so a list's code does not carry it.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { productQuery } from '@/api/catalog/products';
import { Dialog } from '@/components/dialog/dialog';
import { Price } from '@/components/catalog/price';
import { paths } from '@/config/paths';
import { useLanguage } from '@/i18n/use-language';
import { localizedName } from '@/lib/localized';
import type { Product } from '@/types/api';
import { useProductSlots } from '../product-slots';
import { ProductPhoto } from '../product-photo';
import { ChoiceStock, OptionPickers, useOptionChoice, type OptionChoice } from './option-choice';

export interface QuickAddProps {
  product: Product;
  /** The colour the card shows (a list's colour filter), chosen to start with. */
  color?: string;
  onClose: () => void;
  /** Called once the cart has taken the choice, before the quick add closes. */
  onAdded?: () => void;
}

export default function QuickAdd({ product: listed, color, onClose, onAdded }: QuickAddProps) {
  const language = useLanguage();
  // The list's product shows at once; the product's own answer brings its stock per option.
  const { data: product = listed } = useQuery({ ...productQuery(language, listed.id), placeholderData: listed });
  const choice = useOptionChoice(product, { color });
  return <QuickAddDialog product={product} choice={choice} onClose={onClose} onAdded={onAdded} />;
}

function QuickAddDialog({ product, choice, onClose, onAdded }: { product: Product; choice: OptionChoice } & Pick<QuickAddProps, 'onClose' | 'onAdded'>) {
  const { t } = useTranslation(['product', 'catalog']);
  const language = useLanguage();
  const { CartButton } = useProductSlots();
  const name = localizedName(product, language);
  const { color, size } = choice;
  const photo = choice.colors.find((entry) => entry.value === color)?.img ?? product.img;
  const href = color ? `${paths.product(product.id)}?${new URLSearchParams({ color })}` : paths.product(product.id);
  const inStock = product.quantity > 0;
  return (
    <Dialog open sheet onClose={onClose} title={name} closeLabel={t('quickAdd.close')}>
      <div className="flex flex-col gap-5">
        <div className="flex items-start gap-4">
          <ProductPhoto img={photo} srcWidth={240} widths={[240, 320]} sizes="6rem" alt="" eager={false} className="aspect-[4/5] h-auto w-24 shrink-0 rounded-xl bg-stone-100 object-cover" />
          <div className="flex flex-col gap-2">
            <Price price={product.price} originalPrice={product.original_price} language={language} originalLabel={t('details.was')} />
            <Link to={href} className="text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800">
              {t('quickAdd.details')}
            </Link>
          </div>
        </div>
        <OptionPickers choice={choice} />
        <ChoiceStock choice={choice} />
        <div className="flex">
          <CartButton
            product={product}
            quantity={choice.quantity}
            specs={{ color, size }}
            variant="page"
            disabled={!inStock}
            held={inStock && choice.choiceSoldOut}
            ready={choice.ready}
            onAdded={() => {
              onAdded?.();
              onClose();
            }}
          />
        </div>
      </div>
    </Dialog>
  );
}

/**
 * A Saudi mobile's field (docs/product.md, "Delivery address", "Forms"), the same at checkout, in the
 * address book and in the profile: the +966 the shop sends it with stands before the 9 digits the
 * shopper types, which run left to right in either language.
 */
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

export type PhoneFieldProps = Omit<TextFieldProps, 'prefix' | 'type' | 'inputMode' | 'dir'>;

export function PhoneField(props: PhoneFieldProps) {
  return <TextField prefix="+966" type="tel" inputMode="tel" dir="ltr" {...props} />;
}

/** The size guide's table, as a modal dialog (size-guide.tsx opens it). */
import { useTranslation } from 'react-i18next';
import type { SizeGuide } from '@/api/size-guides';
import { Dialog } from '@/components/dialog/dialog';

export default function SizeGuideDialog({ guide, size, onClose }: { guide: SizeGuide; size?: string; onClose: () => void }) {
  const { t } = useTranslation('product');
  return (
    <Dialog open onClose={onClose} title={guide.title} closeLabel={t('sizeGuide.close')}>
      <div className="flex flex-col gap-4">
        {guide.note && <p className="text-sm text-stone-700">{guide.note}</p>}
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="border-b border-stone-300">
              {guide.columns.map((column) => (
                <th key={column} scope="col" className="px-2 py-2 text-start font-semibold text-ink">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {guide.rows.map(([first, ...cells], row) => {
              // The shopper's chosen size stands out, so they can read across its row.
              const chosen = first === size;
              // Named as the size picker names it («0–3 أشهر»), when the API says so.
              const name = guide.size_names?.[row] ?? first;
              return (
                <tr key={first} className={`border-b border-stone-200 ${chosen ? 'bg-brand-50' : ''}`}>
                  <th scope="row" className="px-2 py-2 text-start font-semibold text-ink">
                    <bdi>{name}</bdi>
                  </th>
                  {cells.map((cell, index) => (
                    // Isolated left to right, so a range such as 150–155 does not read 155–150 in Arabic.
                    <td key={index} className="px-2 py-2 text-stone-700">
                      <span dir="ltr">{cell}</span>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}

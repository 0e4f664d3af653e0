import { PRODUCT_NAME } from '../../../../schema/contract/product.ts';
import { PageFrame } from '../../components/page-frame.tsx';

export function CompleteProfilePage() {
  return (
    <PageFrame
      title={`Welcome to ${PRODUCT_NAME}`}
      description="Tell us how you want to take part: host group sessions as a mentor, or attend them as a mentee."
    />
  );
}

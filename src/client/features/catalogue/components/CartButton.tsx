import { Check, ShoppingBag } from "lucide-react";
import { useRef } from "react";
import { Button, ButtonLink, type ButtonSize } from "#client/components/ui/button";
import { routes } from "#shared/routes";
import { artworkTexts } from "#shared/texts/artwork";

/**
 * Add to Cart, or — once what it adds is in the cart — "In your cart", a link to it. Pressed
 * here, the link takes the button's focus, so a keyboard user stays where they were.
 * `describedBy` names what it adds where the page holds several (a painting's prints).
 */
export function CartButton(props: {
  inCart: boolean;
  onAdd: () => void;
  size?: ButtonSize;
  className?: string;
  describedBy?: string;
}) {
  const pressed = useRef(false);
  if (props.inCart) {
    return (
      <ButtonLink
        to={routes.cart.path}
        variant="secondary"
        size={props.size}
        className={props.className}
        aria-describedby={props.describedBy}
        ref={(link) => {
          if (link && pressed.current) link.focus();
          pressed.current = false;
        }}
      >
        <Check aria-hidden className="size-4" />
        {artworkTexts.detail.inCart}
      </ButtonLink>
    );
  }
  return (
    <Button
      size={props.size}
      className={props.className}
      aria-describedby={props.describedBy}
      onClick={() => {
        pressed.current = true;
        props.onAdd();
      }}
    >
      <ShoppingBag aria-hidden className="size-4" />
      {artworkTexts.detail.addToCart}
    </Button>
  );
}

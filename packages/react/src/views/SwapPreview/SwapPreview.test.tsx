import { expect, test } from 'vitest'
import { render } from 'vitest-browser-react'
import { PorticoProvider } from '../../PorticoProvider.js'
import { DAI, ETH, ETH_USDC_QUOTE, swapInstance, USDC } from '../../ui/testing/swapFixtures.js'
import { SwapPreview } from './SwapPreview.js'

async function setup(swap: Parameters<typeof swapInstance>[0]) {
  const portico = await swapInstance(swap)
  portico._internal.stores.router.setState({
    history: [{ view: 'Account' }, { view: 'Swap' }, { view: 'SwapPreview' }],
  })
  const screen = await render(
    <PorticoProvider instance={portico}>
      <SwapPreview />
    </PorticoProvider>,
  )
  return { portico, screen }
}

const ethToUsdc = {
  sourceToken: ETH,
  toToken: USDC,
  sourceTokenAmount: '1',
  toTokenAmount: '3000',
  quote: ETH_USDC_QUOTE,
  networkFee: { wei: '150000000000000', usd: 0.45 },
}

test('SwapPreview: both amounts with USD values, price, price impact, network fee, slippage 1 %, minimum received, provider with "No fee"', async () => {
  const { screen } = await setup(ethToUsdc)
  const text = (id: string) => expect.element(screen.getByTestId(`portico-swap-preview-${id}`))
  await text('pay').toHaveTextContent('You pay1 ETH≈ 3,000.00 USD')
  await text('receive').toHaveTextContent('You receive3000 USDC≈ 3,000.00 USD')
  await text('price').toHaveTextContent('1 ETH = 3,000 USDC')
  await text('impact').toHaveTextContent('0.42%')
  await text('fee').toHaveTextContent('0.00015 ETH≈ 0.45 USD')
  await text('slippage').toHaveTextContent('1%')
  await text('minimum').toHaveTextContent('2970 USDC')
  await text('provider').toHaveTextContent('Uniswap V2 (devnet)No fee')
  await expect.element(screen.getByTestId('portico-swap-submit')).toHaveTextContent('Swap')
  await expect
    .element(screen.getByRole('status'))
    .toHaveTextContent('Check the amounts, then confirm in your wallet.')
  await expect
    .element(screen.getByTestId('portico-swap-preview-impact-warning'))
    .not.toBeInTheDocument()
})

test('SwapPreview: a provider fee is named with its share and amount; a price impact above 5 % is warned about', async () => {
  const { screen } = await setup({
    ...ethToUsdc,
    quote: {
      ...ETH_USDC_QUOTE,
      fee: { bps: 30, amount: '3000000000000000' },
      priceImpact: 7.5,
    },
  })
  await expect
    .element(screen.getByTestId('portico-swap-preview-provider-fee'))
    .toHaveTextContent('0.3% fee (0.003 ETH)')
  await expect
    .element(screen.getByTestId('portico-swap-preview-impact-warning'))
    .toHaveTextContent('High price impact')
  await expect
    .element(screen.getByTestId('portico-swap-preview-impact'))
    .toHaveClass('swap-warning')
})

test("SwapPreview: an ERC-20 whose allowance is short: 'Approve USDC', then each step in the live region while the wallet is asked", async () => {
  const { portico, screen } = await setup({
    sourceToken: USDC,
    toToken: DAI,
    sourceTokenAmount: '50',
    toTokenAmount: '49.85',
    quote: {
      ...ETH_USDC_QUOTE,
      fromAmount: '50000000',
      toAmount: '49850000000000000000',
      minimumReceived: '49351500000000000000',
    },
    approvalTransaction: {
      from: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      to: USDC.address.split(':')[2]!,
      data: '0x095ea7b3',
      value: '0',
    },
  })
  const submit = screen.getByTestId('portico-swap-submit')
  const step = screen.getByRole('status')
  await expect.element(submit).toHaveTextContent('Approve USDC')
  await expect.element(step).toHaveTextContent('first to approve USDC, then to swap')
  await expect.element(step).toHaveAttribute('aria-live', 'polite')
  portico._internal.stores.swap.setState({ step: 'approving' })
  await expect.element(submit).toHaveTextContent('Approving USDC…')
  await expect.element(submit).toHaveAttribute('aria-disabled', 'true')
  await expect.element(step).toHaveTextContent('Step 1 of 2: approve USDC in your wallet.')
  await expect.element(screen.getByTestId('portico-swap-cancel')).toBeDisabled()
  portico._internal.stores.swap.setState({ step: 'swapping' })
  await expect.element(submit).toHaveTextContent('Swapping…')
  await expect.element(step).toHaveTextContent('Step 2 of 2: confirm the swap in your wallet.')
  await expect
    .element(screen.getByTestId('portico-swap-preview-minimum'))
    .toHaveTextContent('49.3515 DAI')
  await expect
    .element(screen.getByTestId('portico-swap-preview-price'))
    .toHaveTextContent('1 USDC = 0.997 DAI')
})

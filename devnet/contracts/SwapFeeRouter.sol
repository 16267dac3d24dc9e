// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title A Uniswap V2 router front that takes a swap fee in the same transaction.
/// @notice Each swap function mirrors Router02's and adds `feeRecipient` and `feeBps`: it takes
/// `amountIn * feeBps / 10000` (rounded down) of the input, ether or an ERC-20 pulled with
/// transferFrom (so the approval is for this contract), to `feeRecipient`, and swaps the rest
/// through the router, or wraps/unwraps it for ETH <-> WETH. Nothing stays in the contract between
/// calls; it holds no settings, so one deployment serves any operator.
contract SwapFeeRouter {
    /// @notice The highest fee accepted: 10 %.
    uint256 public constant MAX_FEE_BPS = 1000;
    /// @notice The Uniswap V2 router every swap goes through.
    address public immutable router;
    /// @notice The router's WETH.
    address public immutable weth;

    /// @notice `amount` of `token` (address(0) for ether) went to `recipient` as the fee.
    event FeeTaken(address indexed token, address indexed recipient, uint256 amount);

    error FeeTooHigh(uint256 feeBps);
    error NoFeeRecipient();
    error TransferFailed(address token);
    error InvalidPath();
    error ExpiredDeadline();

    constructor(address router_, address weth_) {
        router = router_;
        weth = weth_;
    }

    /// @dev Only WETH sends ether here (unwrapWETH).
    receive() external payable {
        require(msg.sender == weth, "SwapFeeRouter: ether only from WETH");
    }

    /// @notice The fee of `amountIn` at `feeBps`, rounded down.
    function feeOf(uint256 amountIn, uint256 feeBps) public pure returns (uint256) {
        if (feeBps > MAX_FEE_BPS) revert FeeTooHigh(feeBps);
        return (amountIn * feeBps) / 10000;
    }

    /// @notice Router02's swapExactETHForTokens on msg.value less the fee.
    function swapExactETHForTokens(
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        address feeRecipient,
        uint256 feeBps
    ) external payable {
        uint256 rest = _takeEtherFee(msg.value, feeRecipient, feeBps);
        _callRouter(
            rest,
            abi.encodeWithSignature(
                "swapExactETHForTokens(uint256,address[],address,uint256)", amountOutMin, path, to, deadline
            )
        );
    }

    /// @notice Router02's swapExactTokensForETH on amountIn less the fee.
    function swapExactTokensForETH(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        address feeRecipient,
        uint256 feeBps
    ) external {
        _swapExactTokens(
            "swapExactTokensForETH(uint256,uint256,address[],address,uint256)",
            amountIn,
            amountOutMin,
            path,
            to,
            deadline,
            feeRecipient,
            feeBps
        );
    }

    /// @notice Router02's swapExactTokensForTokens on amountIn less the fee.
    function swapExactTokensForTokens(
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        address feeRecipient,
        uint256 feeBps
    ) external {
        _swapExactTokens(
            "swapExactTokensForTokens(uint256,uint256,address[],address,uint256)",
            amountIn,
            amountOutMin,
            path,
            to,
            deadline,
            feeRecipient,
            feeBps
        );
    }

    /// @dev Pulls amountIn of path[0], takes the fee and calls the router's `signature` (one of its
    /// swapExactTokensFor* functions) on the rest.
    function _swapExactTokens(
        string memory signature,
        uint256 amountIn,
        uint256 amountOutMin,
        address[] calldata path,
        address to,
        uint256 deadline,
        address feeRecipient,
        uint256 feeBps
    ) private {
        if (path.length < 2) revert InvalidPath();
        uint256 rest = _pullTokenTakeFee(path[0], amountIn, feeRecipient, feeBps);
        _approveRouter(path[0], rest);
        _callRouter(0, abi.encodeWithSignature(signature, rest, amountOutMin, path, to, deadline));
    }

    /// @notice Wraps msg.value less the fee and sends the WETH to `to`.
    function wrapETH(address to, uint256 deadline, address feeRecipient, uint256 feeBps) external payable {
        if (block.timestamp > deadline) revert ExpiredDeadline();
        uint256 rest = _takeEtherFee(msg.value, feeRecipient, feeBps);
        (bool ok,) = weth.call{value: rest}(abi.encodeWithSignature("deposit()"));
        if (!ok) revert TransferFailed(weth);
        _call(weth, abi.encodeWithSelector(0xa9059cbb, to, rest));
    }

    /// @notice Pulls amountIn WETH, unwraps it less the fee and sends the ether to `to`.
    function unwrapWETH(uint256 amountIn, address to, uint256 deadline, address feeRecipient, uint256 feeBps)
        external
    {
        if (block.timestamp > deadline) revert ExpiredDeadline();
        uint256 rest = _pullTokenTakeFee(weth, amountIn, feeRecipient, feeBps);
        _call(weth, abi.encodeWithSignature("withdraw(uint256)", rest));
        (bool ok,) = to.call{value: rest}("");
        if (!ok) revert TransferFailed(address(0));
    }

    function _takeEtherFee(uint256 amountIn, address feeRecipient, uint256 feeBps) private returns (uint256) {
        uint256 fee = _checkedFee(amountIn, feeRecipient, feeBps);
        if (fee > 0) {
            (bool ok,) = feeRecipient.call{value: fee}("");
            if (!ok) revert TransferFailed(address(0));
            emit FeeTaken(address(0), feeRecipient, fee);
        }
        return amountIn - fee;
    }

    function _pullTokenTakeFee(address token, uint256 amountIn, address feeRecipient, uint256 feeBps)
        private
        returns (uint256)
    {
        uint256 fee = _checkedFee(amountIn, feeRecipient, feeBps);
        // transferFrom(msg.sender, this, amountIn)
        _call(token, abi.encodeWithSelector(0x23b872dd, msg.sender, address(this), amountIn));
        if (fee > 0) {
            // transfer(feeRecipient, fee)
            _call(token, abi.encodeWithSelector(0xa9059cbb, feeRecipient, fee));
            emit FeeTaken(token, feeRecipient, fee);
        }
        return amountIn - fee;
    }

    function _checkedFee(uint256 amountIn, address feeRecipient, uint256 feeBps) private pure returns (uint256) {
        uint256 fee = feeOf(amountIn, feeBps);
        if (fee > 0 && feeRecipient == address(0)) revert NoFeeRecipient();
        return fee;
    }

    /// @dev approve(router, amount); the router spends all of it, so the allowance ends at 0.
    function _approveRouter(address token, uint256 amount) private {
        _call(token, abi.encodeWithSelector(0x095ea7b3, router, amount));
    }

    /// @dev Calls the router; its revert (e.g. INSUFFICIENT_OUTPUT_AMOUNT) is passed on as is.
    function _callRouter(uint256 value, bytes memory data) private {
        (bool ok, bytes memory answer) = router.call{value: value}(data);
        if (!ok) {
            assembly {
                revert(add(answer, 32), mload(answer))
            }
        }
    }

    /// @dev Calls an ERC-20 and accepts no return data or `true` (tokens that return nothing).
    function _call(address token, bytes memory data) private {
        (bool ok, bytes memory answer) = token.call(data);
        if (!ok || (answer.length > 0 && !abi.decode(answer, (bool))) || token.code.length == 0) {
            revert TransferFailed(token);
        }
    }
}

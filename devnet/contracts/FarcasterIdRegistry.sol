// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title The devnet's stand-in for Farcaster's IdRegistry (OP Mainnet
/// 0x00000000Fc6c5F01Fc30151999387Bb99A9f489b).
/// @notice Same read interface as the real one: `custodyOf(fid)` and `idOf(custody)`, so a
/// sign-in can be checked against it exactly as against Farcaster's. The devnet seed registers
/// the identity provider's test users with `register`; only the deployer may register, and an fid
/// or an address is registered at most once.
contract FarcasterIdRegistry {
    /// @notice Who may register fids (the devnet's deployer).
    address public immutable owner;
    /// @notice The custody address of each fid; address(0) for an unregistered fid.
    mapping(uint256 => address) public custodyOf;
    /// @notice The fid held by each custody address; 0 for none.
    mapping(address => uint256) public idOf;

    /// @notice `id` was registered to the custody address `to` (as the real registry's event).
    event Register(address indexed to, uint256 indexed id, address recovery);

    error Unauthorized();
    error InvalidFid();
    error InvalidCustody();
    error FidTaken(uint256 fid);
    error HasId(address custody);

    constructor() {
        owner = msg.sender;
    }

    /// @notice Registers `fid` to the custody address `to`.
    function register(uint256 fid, address to) external {
        if (msg.sender != owner) revert Unauthorized();
        if (fid == 0) revert InvalidFid();
        if (to == address(0)) revert InvalidCustody();
        if (custodyOf[fid] != address(0)) revert FidTaken(fid);
        if (idOf[to] != 0) revert HasId(to);
        custodyOf[fid] = to;
        idOf[to] = fid;
        emit Register(to, fid, address(0));
    }
}

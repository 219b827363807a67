// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

/// The embedded test chain's stablecoin: 6 decimals like USDC, minted freely by the faucet.
contract TestStablecoin is ERC20 {
    address public immutable minter;

    constructor() ERC20("Test USD", "TUSD") {
        minter = msg.sender;
    }

    function decimals() public pure override returns (uint8) {
        return 6;
    }

    function mint(address to, uint256 amount) external {
        require(msg.sender == minter, "only the faucet mints");
        _mint(to, amount);
    }
}

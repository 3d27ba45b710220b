//! Backward graphs (seed `003_…`): a graph of typed tokens — forward ops, their backward rules,
//! parameter-gradient outputs — whose denotation [`den`] runs each token through the same rule
//! function the witnesses use, so a graph built for a network's backward can be held equal to
//! the network's witness backward, stage by stage.
//!
//! Values are referred to as [`Port`]s: a node and one of its outputs (a backward rule such as
//! the dense layer's gives the input cotangent and the parameter gradients at once).

pub mod build;
mod den;
pub mod stablehlo;
mod token;

pub use den::den;
pub use token::Token;

use crate::error::{Error, Result};

/// One output of one node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Port {
    /// The node.
    pub node: usize,
    /// Which of its outputs.
    pub output: usize,
}

/// A graph in SSA form: nodes in order, each a token over earlier ports.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Graph {
    nodes: Vec<Token>,
}

impl Graph {
    /// An empty graph.
    pub fn new() -> Self {
        Self::default()
    }

    /// The nodes, in order.
    pub fn nodes(&self) -> &[Token] {
        &self.nodes
    }

    /// Adds `token`; an error if it reads a port that is not an earlier node's output.
    pub fn push(&mut self, token: Token) -> Result<usize> {
        for port in token.inputs() {
            let known = self.nodes.get(port.node).map(Token::outputs);
            if known.is_none_or(|n| port.output >= n) {
                return Err(Error::invalid(
                    "graph",
                    format!(
                        "node {} reads port {}.{}, which is not an earlier output",
                        self.nodes.len(),
                        port.node,
                        port.output
                    ),
                ));
            }
        }
        self.nodes.push(token);
        Ok(self.nodes.len() - 1)
    }

    /// Adds a single-output `token` and returns its port.
    pub fn value(&mut self, token: Token) -> Result<Port> {
        Ok(Port {
            node: self.push(token)?,
            output: 0,
        })
    }
}

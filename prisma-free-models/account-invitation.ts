import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type NonAttribute,
  type Sequelize,
} from "sequelize";
import type { Employee } from "./employee";

/** An invitation to set a first password: only SHA-256 hashes of its token and code are stored. */
export class AccountInvitation extends Model<InferAttributes<AccountInvitation>, InferCreationAttributes<AccountInvitation>> {
  declare id: CreationOptional<number>;
  declare employeeId: number;
  declare tokenHash: string;
  declare codeHash: string;
  declare createdBy: number | null;
  declare expiresAt: Date;
  declare usedAt: CreationOptional<Date | null>;
  declare revokedAt: CreationOptional<Date | null>;
  /** Guesses at the code so far; the code is void at INVITATION_CODE_MAX_ATTEMPTS. */
  declare codeAttempts: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare employee?: NonAttribute<Employee>;

  static initModel(sequelize: Sequelize) {
    AccountInvitation.init(
      {
        id: { type: DataTypes.INTEGER, autoIncrement: true, primaryKey: true },
        employeeId: { type: DataTypes.INTEGER, allowNull: false },
        tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        codeHash: { type: DataTypes.STRING(64), allowNull: false },
        createdBy: DataTypes.INTEGER,
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        usedAt: DataTypes.DATE,
        revokedAt: DataTypes.DATE,
        codeAttempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: "account_invitations", underscored: true },
    );
  }
}
